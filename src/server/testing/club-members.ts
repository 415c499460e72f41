import type { MessageSender, OutgoingMessage } from "#server/services/messages/message-sender.ts";
import { TestBrowser } from "./staff.ts";
import type { TestApp } from "./test-app.ts";

/** A real sender that keeps what it would have sent, as the outbox does: pass it to createTestApp. */
export class RecordingSender implements MessageSender {
  readonly channel = "outbox" as const;
  readonly sent: OutgoingMessage[] = [];

  send = async (message: OutgoingMessage): Promise<void> => {
    this.sent.push(message);
  };

  /** The last code sent to a number ("+55…"). */
  lastCode(e164: string): string {
    const message = this.sent.filter((m) => m.to === e164.slice(1)).at(-1);
    if (!message?.code) throw new Error(`no code sent to ${e164}`);
    return message.code;
  }
}

let numbers = 0;
/** A mobile no other test uses, as people type it ("(81) 9NNNN-NNNN") and as stored ("+55…"). */
export function newMobile(): { typed: string; e164: string } {
  numbers += 1;
  const rest = String((process.pid * 1000 + numbers) % 1e8).padStart(8, "0");
  return { typed: `(81) 9${rest.slice(0, 4)}-${rest.slice(4)}`, e164: `+55819${rest}` };
}

export interface SignedInMember {
  browser: TestBrowser;
  memberId: string;
  phone: { typed: string; e164: string };
}

/** A new Clube Frosty member, joined with the code the app sent, in a browser of its own. */
export async function signedInMember(t: TestApp, sender: RecordingSender): Promise<SignedInMember> {
  const phone = newMobile();
  const browser = new TestBrowser(t);
  const asked = await browser.post("/api/club/auth/phone-number/send-otp", {
    phoneNumber: phone.typed,
    consent: true,
  });
  if (asked.status !== 200) throw new Error(`send-otp: ${asked.status} ${await asked.text()}`);
  const verified = await browser.post("/api/club/auth/phone-number/verify", {
    phoneNumber: phone.e164,
    code: sender.lastCode(phone.e164),
  });
  if (verified.status !== 200)
    throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  const { user } = (await verified.json()) as { user: { id: string } };
  return { browser, memberId: user.id, phone };
}

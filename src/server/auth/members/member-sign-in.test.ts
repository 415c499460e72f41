import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COOKIE_PREFIX } from "#server/auth/create-auth.ts";
import { changeRole } from "#server/auth/roles.ts";
import { memberConsents, users, verifications } from "#server/db/schema.ts";
import { codeMessage } from "#server/services/messages/code-message.ts";
import type { MessageSender, OutgoingMessage } from "#server/services/messages/message-sender.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores } from "#server/services/staff-team/memberships.ts";
import { newStaffEmail, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { CLUB_AUTH_MESSAGES, CLUB_CONSENT_TEXT, CLUB_CONSENT_VERSION } from "#shared/club.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { MEMBER_COOKIE_PREFIX } from "./member-auth.ts";
import { MEMBER_CODE_LIMITS, MEMBER_SEND_RATE_LIMIT } from "./member-limits.ts";
import { MEMBER_CODE_ATTEMPTS, MEMBER_EMAIL_DOMAIN } from "./member-sign-in.ts";

const SEND = "/api/club/auth/phone-number/send-otp";
const VERIFY = "/api/club/auth/phone-number/verify";
const MEMBER_SESSION = "/api/club/auth/get-session";
const MEMBER_SESSION_COOKIE = `${MEMBER_COOKIE_PREFIX}.session_token`;
const STAFF_SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

/** A real sender that keeps what it would have sent, as the outbox does. */
const sent: OutgoingMessage[] = [];
const recorder: MessageSender = {
  channel: "outbox",
  send: async (message) => {
    sent.push(message);
  },
};

let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ messages: recorder }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.database.dispose(), closed.database.dispose()]);
});

let numbers = 0;
/** A mobile no other test uses, as people type it: "(81) 9NNNN-NNNN". */
function newMobile(): { typed: string; e164: string } {
  numbers += 1;
  const rest = String((process.pid * 1000 + numbers) % 1e8).padStart(8, "0");
  return { typed: `(81) 9${rest.slice(0, 4)}-${rest.slice(4)}`, e164: `+55819${rest}` };
}

function sendCode(phoneNumber: string, browser = new TestBrowser(t)): Promise<Response> {
  return browser.post(SEND, { phoneNumber, consent: true });
}

function lastCode(e164: string): string {
  const message = sent.filter((m) => m.to === e164.slice(1)).at(-1);
  if (!message?.code) throw new Error(`no code sent to ${e164}`);
  return message.code;
}

/** Asks for a code and verifies it from a fresh browser, which keeps the session cookie. */
async function signIn(phone: { typed: string; e164: string }): Promise<TestBrowser> {
  const browser = new TestBrowser(t);
  expect((await sendCode(phone.typed, browser)).status).toBe(200);
  const verified = await browser.post(VERIFY, {
    phoneNumber: phone.e164,
    code: lastCode(phone.e164),
  });
  expect(verified.status).toBe(200);
  return browser;
}

async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({
    code,
    message: CLUB_AUTH_MESSAGES[code as keyof typeof CLUB_AUTH_MESSAGES],
  });
}

describe("Clube Frosty: joining and signing in by phone", () => {
  it("joins with a code sent to the mobile, then signs in again as the same member", async () => {
    const phone = newMobile();
    const browser = new TestBrowser(t);
    const asked = await sendCode(phone.typed, browser);
    expect(asked.status).toBe(200);
    const message = sent.at(-1);
    expect(message?.to).toBe(phone.e164.slice(1));
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toBe(codeMessage(message?.code ?? ""));

    // Typed another way, the same number and the same code.
    const verified = await browser.post(VERIFY, {
      phoneNumber: `+55 ${phone.typed}`,
      code: lastCode(phone.e164),
    });
    expect(verified.status).toBe(200);
    const { user } = (await verified.json()) as { user: { id: string; phoneNumber: string } };
    expect(user.phoneNumber).toBe(phone.e164);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      name: "Membro Frosty",
      email: `${phone.e164.slice(1)}@${MEMBER_EMAIL_DOMAIN}`,
      phoneNumberVerified: true,
    });
    const session = await browser.request(MEMBER_SESSION);
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(user.id);

    const consents = await t.database.db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.userId, user.id));
    expect(consents).toEqual([
      expect.objectContaining({ text: CLUB_CONSENT_TEXT, version: CLUB_CONSENT_VERSION }),
    ]);

    const again = await signIn(phone);
    const second = await again.request(MEMBER_SESSION);
    expect(((await second.json()) as { user: { id: string } }).user.id).toBe(user.id);
    const after = await t.database.db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.userId, user.id));
    expect(after).toHaveLength(1);
  });

  it("answers a member's number and a stranger's alike", async () => {
    const member = newMobile();
    await signIn(member);
    const stranger = newMobile();
    const [a, b] = await Promise.all([sendCode(member.e164), sendCode(stranger.e164)]);
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    const [wrongA, wrongB] = await Promise.all(
      [member, stranger].map((phone) =>
        new TestBrowser(t).post(VERIFY, { phoneNumber: phone.e164, code: "000000" }),
      ),
    );
    expect(wrongA?.status).toBe(wrongB?.status);
    expect(await wrongA?.json()).toEqual(await wrongB?.json());
  });

  it("kills a code after five wrong guesses", async () => {
    const phone = newMobile();
    expect((await sendCode(phone.e164)).status).toBe(200);
    const code = lastCode(phone.e164);
    const wrong = code === "111111" ? "222222" : "111111";
    const browser = new TestBrowser(t);
    for (let guess = 1; guess <= MEMBER_CODE_ATTEMPTS; guess++) {
      const response = await browser.post(VERIFY, { phoneNumber: phone.e164, code: wrong });
      await expectRefusal(response, 400, "INVALID_OTP");
    }
    const late = await browser.post(VERIFY, { phoneNumber: phone.e164, code });
    await expectRefusal(late, 403, "TOO_MANY_ATTEMPTS");
    await expectRefusal(
      await browser.post(VERIFY, { phoneNumber: phone.e164, code }),
      400,
      "OTP_NOT_FOUND",
    );
  });

  it("refuses an expired code", async () => {
    const phone = newMobile();
    expect((await sendCode(phone.e164)).status).toBe(200);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `phone-number-otp-${phone.e164}`));
    const response = await new TestBrowser(t).post(VERIFY, {
      phoneNumber: phone.e164,
      code: lastCode(phone.e164),
    });
    await expectRefusal(response, 400, "OTP_EXPIRED");
  });

  it("sends a number only so many codes, whoever asks (429)", async () => {
    const phone = newMobile();
    const max = MEMBER_CODE_LIMITS[0].max;
    for (let request = 1; request <= max; request++) {
      expect((await sendCode(phone.e164)).status, `request ${request}`).toBe(200);
    }
    const blocked = await sendCode(phone.typed);
    await expectRefusal(blocked, 429, "TOO_MANY_CODES");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sent.filter((m) => m.to === phone.e164.slice(1))).toHaveLength(max);
  });

  it("limits code requests per address too", async () => {
    const browser = new TestBrowser(t);
    for (let request = 1; request <= MEMBER_SEND_RATE_LIMIT.max; request++) {
      expect((await sendCode(newMobile().e164, browser)).status).toBe(200);
    }
    const blocked = await sendCode(newMobile().e164, browser);
    expect(blocked.status).toBe(429);
  });

  it("takes Brazilian mobiles only, the consent, and no other fields (400)", async () => {
    for (const phoneNumber of ["(81) 3333-4444", "+1 415 555 0100", "81 9999", "abc", 42]) {
      const response = await new TestBrowser(t).post(SEND, { phoneNumber, consent: true });
      await expectRefusal(response, 400, "INVALID_PHONE_NUMBER");
    }
    const phone = newMobile();
    await expectRefusal(
      await new TestBrowser(t).post(SEND, { phoneNumber: phone.e164 }),
      400,
      "CONSENT_REQUIRED",
    );
    await expectRefusal(
      await new TestBrowser(t).post(VERIFY, {
        phoneNumber: phone.e164,
        code: "123456",
        updatePhoneNumber: true,
      }),
      400,
      "INVALID_REQUEST",
    );
    // A staff sign-up cannot claim a number (the staff instance knows no phone field: it is
    // dropped), and members have no password routes.
    const staffEmail = newStaffEmail();
    const staff = await new TestBrowser(t).post("/api/auth/sign-up/email", {
      name: "Equipe",
      email: staffEmail,
      password: "picole-de-caja-42",
      phoneNumber: phone.e164,
    });
    expect(staff.status).toBe(200);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, staffEmail));
    expect(account).toMatchObject({ phoneNumber: null, phoneNumberVerified: null });
    for (const path of ["/api/club/auth/sign-in/phone-number", "/api/club/auth/sign-in/email"]) {
      const password = await new TestBrowser(t).post(path, {
        phoneNumber: phone.e164,
        email: newStaffEmail(),
        password: "picole-de-caja-42",
      });
      expect(password.status, path).toBe(404);
    }
    const signUp = await new TestBrowser(t).post("/api/club/auth/sign-up/email", {
      name: "Membro",
      email: newStaffEmail(),
      password: "picole-de-caja-42",
    });
    expect(signUp.status).toBe(404);
  });

  it("is no way in on the staff sign-in routes (404)", async () => {
    const phone = newMobile();
    const browser = new TestBrowser(t);
    const asked = await browser.post("/api/auth/phone-number/send-otp", {
      phoneNumber: phone.e164,
      consent: true,
    });
    expect(asked.status).toBe(404);
    expect(sent.filter((m) => m.to === phone.e164.slice(1))).toEqual([]);
    const verify = await browser.post("/api/auth/phone-number/verify", {
      phoneNumber: phone.e164,
      code: "123456",
    });
    expect(verify.status).toBe(404);
    expect(browser.cookies.size).toBe(0);
  });

  it("is closed without a message sender (503)", async () => {
    const response = await new TestBrowser(closed).post(SEND, {
      phoneNumber: newMobile().e164,
      consent: true,
    });
    await expectRefusal(response, 503, "CLUB_UNAVAILABLE");
    expect(CLUB_AUTH_MESSAGES.CLUB_UNAVAILABLE).toBe(
      "O Clube Frosty está indisponível no momento. Você pode pedir normalmente.",
    );
  });

  it("never opens the staff panel to a member (401, and 403 with its session moved)", async () => {
    const phone = newMobile();
    const member = await signIn(phone);
    // The member cookie is not the panel's: no staff session at all.
    expect((await member.request("/api/admin/session")).status).toBe(401);
    // Moved by hand into the staff cookie (one secret signs both), the session is a member's.
    const token = member.cookies.get(MEMBER_SESSION_COOKIE);
    expect(token).toBeTruthy();
    const browser = new TestBrowser(t);
    browser.cookies.set(STAFF_SESSION_COOKIE, token ?? "");
    expect((await browser.request("/api/admin/session")).status).toBe(403);
    expect((await browser.request("/api/admin/orders")).status).toBe(403);
    expect((await browser.request("/api/admin/customers")).status).toBe(403);

    // Not even with the admin role and a store granted to its account.
    const email = `${phone.e164.slice(1)}@${MEMBER_EMAIL_DOMAIN}`;
    expect(await changeRole(t.database.db, "grant", email, ADMIN_ROLE)).toBe("granted");
    expect(await grantStores(t.database.db, email, ["1"], SHELL_GRANTOR)).toMatchObject({
      kind: "changed",
    });
    expect((await browser.request("/api/admin/session")).status).toBe(403);
    expect((await browser.request("/api/admin/orders")).status).toBe(403);
  });
});

describe("Clube Frosty and the staff panel in one browser", () => {
  /** Joins the club in a browser that may already hold other cookies. */
  async function joinIn(browser: TestBrowser): Promise<void> {
    const phone = newMobile();
    expect((await sendCode(phone.typed, browser)).status).toBe(200);
    const verified = await browser.post(VERIFY, {
      phoneNumber: phone.e164,
      code: lastCode(phone.e164),
    });
    expect(verified.status).toBe(200);
  }

  async function statuses(browser: TestBrowser): Promise<{ staff: number; member: number }> {
    const [staff, member] = await Promise.all([
      browser.request("/api/admin/session"),
      browser.request("/api/club/me"),
    ]);
    return { staff: staff.status, member: member.status };
  }

  it("keeps both sessions, each with its own cookie, and signs each out alone", async () => {
    const { browser } = await signedInStaff(t, { admin: true });
    const staffToken = browser.cookies.get(STAFF_SESSION_COOKIE);
    expect(staffToken).toBeTruthy();

    await joinIn(browser);
    expect(browser.cookies.get(STAFF_SESSION_COOKIE)).toBe(staffToken);
    expect(browser.cookies.get(MEMBER_SESSION_COOKIE)).toBeTruthy();
    expect(await statuses(browser)).toEqual({ staff: 200, member: 200 });

    // The member signs out: the staff session stays.
    expect((await browser.post("/api/club/auth/sign-out", {})).status).toBe(200);
    expect(browser.cookies.has(MEMBER_SESSION_COOKIE)).toBe(false);
    expect(await statuses(browser)).toEqual({ staff: 200, member: 401 });

    // And the reverse: the staff member signs out, the member stays.
    await joinIn(browser);
    expect(await statuses(browser)).toEqual({ staff: 200, member: 200 });
    expect((await browser.post("/api/auth/sign-out", {})).status).toBe(200);
    expect(browser.cookies.has(STAFF_SESSION_COOKIE)).toBe(false);
    expect(await statuses(browser)).toEqual({ staff: 401, member: 200 });
  });

  it("keeps a staff session when the member joins first, then staff signs in", async () => {
    const browser = new TestBrowser(t);
    await joinIn(browser);
    const email = newStaffEmail();
    expect((await browser.signUp({ email })).status).toBe(200);
    expect(await changeRole(t.database.db, "grant", email, ADMIN_ROLE)).toBe("granted");
    expect((await browser.signIn(email)).status).toBe(200);
    expect(await statuses(browser)).toEqual({ staff: 200, member: 200 });
  });
});

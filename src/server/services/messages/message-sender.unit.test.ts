import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "#server/env.ts";
import { TestSmsProvider } from "#server/testing/sms-provider.ts";
import { TestWhatsappCloudApi } from "#server/testing/whatsapp-cloud-api.ts";
import { codeMessage } from "./code-message.ts";
import { createMessageSender } from "./create-message-sender.ts";
import { MessageSendError, type MessageSender } from "./message-sender.ts";
import { OUTBOX_FILE } from "./outbox-sender.ts";
import { createSmsSender } from "./sms-sender.ts";
import { createWhatsappSender } from "./whatsapp-sender.ts";

const TOKEN = "EAAJBtestTOKENthatMustNeverLeak";
const PHONE_NUMBER_ID = "105954558954427";
const TO = "5581999990000";
const fast = { timeoutMs: 300, retryDelayMs: 10 };

let api: TestWhatsappCloudApi;
let sms: TestSmsProvider;
let dir: string;

beforeAll(async () => {
  [api, sms, dir] = await Promise.all([
    TestWhatsappCloudApi.start(TOKEN, PHONE_NUMBER_ID),
    TestSmsProvider.start(),
    mkdtemp(join(tmpdir(), "frosty-messages-")),
  ]);
});

afterAll(async () => {
  await Promise.all([api.close(), sms.close(), rm(dir, { recursive: true, force: true })]);
});

const whatsappEnv = () => ({
  WHATSAPP_TOKEN: TOKEN,
  WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
  WHATSAPP_TEMPLATE_NAME: "clube_frosty_codigo",
  WHATSAPP_API_URL: api.apiUrl,
});

/** The sender the factory chose; a test that needs one fails here without it. */
function senderFrom(choice: { sender: MessageSender | null }): MessageSender {
  if (!choice.sender) throw new Error("no channel was chosen");
  return choice.sender;
}

/** The rejection of a send, checked to be a MessageSendError. */
async function failure(sending: Promise<void>): Promise<MessageSendError> {
  const error = await sending.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MessageSendError);
  return error as MessageSendError;
}

describe("codeMessage", () => {
  it("says the code, how long it lasts and not to share it, in pt-BR", () => {
    expect(codeMessage("123456")).toBe(
      "Seu código do Clube Frosty é 123456. Ele vale por 5 minutos. Não compartilhe com ninguém.",
    );
  });
});

describe("the outbox", () => {
  it("writes one JSON line per message, in a file only its owner reads, and warns", async () => {
    const outbox = join(dir, "outbox", "nested");
    const { sender, warning } = createMessageSender(loadEnv({ MESSAGES_OUTBOX_DIR: outbox }), {
      now: () => new Date("2026-11-28T04:30:00.000Z"),
    });
    expect(sender?.channel).toBe("outbox");
    expect(warning).toMatch(/no message is sent/);
    expect(warning).toContain(join(outbox, OUTBOX_FILE));

    await sender?.send({ to: TO, text: codeMessage("123456"), code: "123456" });
    await sender?.send({ to: "5511988887777", text: codeMessage("654321"), code: "654321" });

    const file = join(outbox, OUTBOX_FILE);
    const lines = (await readFile(file, "utf8")).trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { to: TO, channel: "outbox", text: codeMessage("123456"), at: "2026-11-28T04:30:00.000Z" },
      {
        to: "5511988887777",
        channel: "outbox",
        text: codeMessage("654321"),
        at: "2026-11-28T04:30:00.000Z",
      },
    ]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("refuses a recipient that is not E.164 digits, writing nothing", async () => {
    const outbox = join(dir, "refused");
    const sender = senderFrom(createMessageSender(loadEnv({ MESSAGES_OUTBOX_DIR: outbox })));
    const error = await failure(sender.send({ to: "+55 81 9999-0000", text: "x" }));
    expect(error.reason).toBe("invalid");
    await expect(stat(outbox)).rejects.toThrow(/ENOENT/);
  });
});

describe("the WhatsApp Cloud API adapter", () => {
  it("sends the documented authentication template request", async () => {
    const { sender, warning } = createMessageSender(loadEnv(whatsappEnv()));
    expect(sender?.channel).toBe("whatsapp");
    expect(warning).toBeNull();
    const before = api.received.length;

    await sender?.send({ to: TO, text: codeMessage("123456"), code: "123456" });

    expect(api.received.slice(before)).toEqual([
      {
        method: "POST",
        path: `/v21.0/${PHONE_NUMBER_ID}/messages`,
        headers: expect.objectContaining({
          authorization: `Bearer ${TOKEN}`,
          "content-type": "application/json",
        }),
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: TO,
          type: "template",
          template: {
            name: "clube_frosty_codigo",
            language: { code: "pt_BR" },
            components: [
              { type: "body", parameters: [{ type: "text", text: "123456" }] },
              {
                type: "button",
                sub_type: "url",
                index: "0",
                parameters: [{ type: "text", text: "123456" }],
              },
            ],
          },
        },
      },
    ]);
  });

  it("turns the Graph API's 401 and 400 into MessageSendErrors that hold neither token nor code", async () => {
    const wrongToken = createWhatsappSender({
      token: `${TOKEN}-revoked`,
      phoneNumberId: PHONE_NUMBER_ID,
      templateName: "clube_frosty_codigo",
      templateLanguage: "pt_BR",
      apiUrl: api.apiUrl,
      ...fast,
    });
    const unauthorized = await failure(wrongToken.send({ to: TO, text: "", code: "123456" }));
    expect(unauthorized).toMatchObject({ channel: "whatsapp", reason: "rejected", status: 401 });
    expect(unauthorized.message).toMatch(
      /401: Invalid OAuth access token.*OAuthException, code 190/,
    );

    // A Graph error that echoes what it was sent is redacted before it reaches a log.
    api.answerNext(
      TestWhatsappCloudApi.graphError(
        400,
        `(#132000) Number of parameters does not match: 123456 with ${TOKEN}`,
        "OAuthException",
        132000,
      ),
    );
    const sender = senderFrom(createMessageSender(loadEnv(whatsappEnv()), fast));
    const invalid = await failure(sender.send({ to: TO, text: "", code: "123456" }));
    expect(invalid).toMatchObject({ reason: "rejected", status: 400 });
    expect(invalid.message).toMatch(/132000/);
    for (const error of [unauthorized, invalid]) {
      expect(error.message).not.toContain(TOKEN);
      expect(error.message).not.toContain("123456");
      expect(String(error.stack)).not.toContain(TOKEN);
    }
  });

  it("gives up within its bound when the API does not answer, without sending twice", async () => {
    api.answerNext({ status: 200, body: {}, delayMs: 3_000 });
    const sender = senderFrom(createMessageSender(loadEnv(whatsappEnv()), fast));
    const before = api.received.length;
    const started = performance.now();
    const error = await failure(sender.send({ to: TO, text: "", code: "123456" }));
    const took = performance.now() - started;
    expect(error.reason).toBe("timeout");
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1_500);
    expect(api.received.length - before).toBe(1);
  });

  it("sends only a code through its template", async () => {
    const sender = senderFrom(createMessageSender(loadEnv(whatsappEnv()), fast));
    const before = api.received.length;
    const error = await failure(sender.send({ to: TO, text: "oi" }));
    expect(error.reason).toBe("invalid");
    expect(api.received.length).toBe(before);
  });
});

describe("the SMS adapter", () => {
  const smsSender = () => createSmsSender({ url: sms.url, token: "sms-secret", ...fast });

  it("POSTs {to, text} with the bearer token", async () => {
    const before = sms.received.length;
    await smsSender().send({ to: TO, text: codeMessage("123456"), code: "123456" });
    expect(sms.received.slice(before)).toEqual([
      {
        method: "POST",
        path: "/v1/sms",
        headers: expect.objectContaining({
          authorization: "Bearer sms-secret",
          "content-type": "application/json",
        }),
        body: { to: TO, text: codeMessage("123456") },
      },
    ]);
  });

  it("tries once more after a 5xx, and no more", async () => {
    sms.answerNext(503);
    const before = sms.received.length;
    await smsSender().send({ to: TO, text: "um" });
    expect(sms.received.length - before).toBe(2);

    sms.answerNext(502, 500);
    const error = await failure(smsSender().send({ to: TO, text: "dois" }));
    expect(error).toMatchObject({ channel: "sms", reason: "unavailable", status: 500 });
    expect(sms.received.length - before).toBe(4);
  });

  it("reports a provider it cannot reach as a network failure, after one retry", async () => {
    const gone = await TestSmsProvider.start();
    await gone.close();
    const sender = createSmsSender({ url: gone.url, token: "sms-secret", ...fast });
    const error = await failure(sender.send({ to: TO, text: "x" }));
    expect(error.reason).toBe("network");
    expect(error.message).not.toContain("sms-secret");
  });
});

describe("choosing the channel from the environment", () => {
  const SMS = { SMS_API_URL: "https://sms.example.com/send", SMS_API_TOKEN: "t" };

  it("prefers the outbox, then WhatsApp, then SMS; none configured means no sender", () => {
    const channel = (source: Record<string, string>) =>
      createMessageSender(loadEnv(source)).sender?.channel ?? null;
    expect(channel({ MESSAGES_OUTBOX_DIR: dir, ...whatsappEnv(), ...SMS })).toBe("outbox");
    expect(channel({ ...whatsappEnv(), ...SMS })).toBe("whatsapp");
    expect(channel(SMS)).toBe("sms");
    expect(channel({})).toBeNull();
    expect(createMessageSender(loadEnv({})).warning).toBeNull();
  });

  it("refuses to start with WhatsApp or SMS set in part, naming what is missing", () => {
    expect(() => loadEnv({ WHATSAPP_TOKEN: TOKEN })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME: missing/,
    );
    expect(() =>
      loadEnv({ WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID, WHATSAPP_TEMPLATE_NAME: "x" }),
    ).toThrow(/ WHATSAPP_TOKEN: missing/);
    expect(() => loadEnv({ WHATSAPP_TOKEN: TOKEN })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(TOKEN) }),
    );
    expect(() => loadEnv({ SMS_API_URL: SMS.SMS_API_URL })).toThrow(/SMS_API_TOKEN: missing/);
  });
});

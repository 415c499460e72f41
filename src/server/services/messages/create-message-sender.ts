import type { Env } from "#server/env.ts";
import type { MessageSender } from "./message-sender.ts";
import { createOutboxSender, OUTBOX_FILE } from "./outbox-sender.ts";
import { createSmsSender } from "./sms-sender.ts";
import { createWhatsappSender } from "./whatsapp-sender.ts";

export interface MessageSenderDeps {
  /** The outbox's clock. */
  now?: () => Date;
  /** Per request (default 5 s). */
  timeoutMs?: number;
  /** Before the one retry (default 250 ms). */
  retryDelayMs?: number;
}

export interface MessageSenderChoice {
  /** null: no channel configured, the club says it is unavailable. */
  sender: MessageSender | null;
  /** For the server to log at start (the outbox sends nothing). */
  warning: string | null;
}

type MessagesEnv = Pick<
  Env,
  | "MESSAGES_OUTBOX_DIR"
  | "WHATSAPP_TOKEN"
  | "WHATSAPP_PHONE_NUMBER_ID"
  | "WHATSAPP_TEMPLATE_NAME"
  | "WHATSAPP_TEMPLATE_LANGUAGE"
  | "WHATSAPP_API_URL"
  | "SMS_API_URL"
  | "SMS_API_TOKEN"
>;

/**
 * The channel sign-in codes go out by: the outbox when MESSAGES_OUTBOX_DIR is set (development,
 * tests), else WhatsApp, else SMS, else none. loadEnv already refused a channel set in part.
 */
export function createMessageSender(
  env: MessagesEnv,
  deps: MessageSenderDeps = {},
): MessageSenderChoice {
  const timing = { timeoutMs: deps.timeoutMs, retryDelayMs: deps.retryDelayMs };
  if (env.MESSAGES_OUTBOX_DIR) {
    return {
      sender: createOutboxSender(env.MESSAGES_OUTBOX_DIR, deps.now),
      warning:
        `MESSAGES_OUTBOX_DIR is set: no message is sent; sign-in codes are written to ` +
        `${env.MESSAGES_OUTBOX_DIR}/${OUTBOX_FILE} instead`,
    };
  }
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_TEMPLATE_NAME) {
    const sender = createWhatsappSender({
      token: env.WHATSAPP_TOKEN,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      templateName: env.WHATSAPP_TEMPLATE_NAME,
      templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE,
      apiUrl: env.WHATSAPP_API_URL,
      ...timing,
    });
    return { sender, warning: null };
  }
  if (env.SMS_API_URL && env.SMS_API_TOKEN) {
    return {
      sender: createSmsSender({ url: env.SMS_API_URL, token: env.SMS_API_TOKEN, ...timing }),
      warning: null,
    };
  }
  return { sender: null, warning: null };
}

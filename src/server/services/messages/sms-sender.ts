import { checkRecipient, type MessageSender } from "./message-sender.ts";
import { postJson, RETRY_DELAY_MS, SEND_TIMEOUT_MS } from "./post-json.ts";

export interface SmsSettings {
  /** The provider's send address. */
  url: string;
  token: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/**
 * A generic HTTPS SMS provider: POST {url} with `Authorization: Bearer {token}` and the JSON
 * `{ "to": "<E.164 digits>", "text": "<message>" }`; any 2xx means it was accepted. A provider
 * with another API is put behind a small relay that speaks this.
 */
export function createSmsSender(settings: SmsSettings): MessageSender {
  return {
    channel: "sms",
    async send(message) {
      checkRecipient("sms", message.to);
      await postJson({
        channel: "sms",
        provider: "SMS provider",
        url: settings.url,
        token: settings.token,
        body: { to: message.to, text: message.text },
        secrets: message.code ? [settings.token, message.code] : [settings.token],
        timeoutMs: settings.timeoutMs ?? SEND_TIMEOUT_MS,
        retryDelayMs: settings.retryDelayMs ?? RETRY_DELAY_MS,
      });
    },
  };
}

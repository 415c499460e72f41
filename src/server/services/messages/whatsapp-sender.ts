import { checkRecipient, MessageSendError, type MessageSender } from "./message-sender.ts";
import { postJson, RETRY_DELAY_MS, SEND_TIMEOUT_MS } from "./post-json.ts";

export interface WhatsappSettings {
  token: string;
  phoneNumberId: string;
  templateName: string;
  templateLanguage: string;
  /** The Graph API base with its version, e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  timeoutMs?: number;
  retryDelayMs?: number;
}

/** The Cloud API takes at most 15 characters for an authentication template's code. */
const MAX_CODE_LENGTH = 15;

/**
 * Sends the sign-in code with WhatsApp's official Cloud API, as an authentication template with
 * a copy-code button. Request as Meta documents it ("Sending Authentication Templates",
 * developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates/auth-otp-template-messages):
 * POST /<PHONE_NUMBER_ID>/messages, the code once as the body's parameter and once as the
 * button's (sub_type "url", index "0": a copy-code button is a URL button once created).
 */
export function createWhatsappSender(settings: WhatsappSettings): MessageSender {
  return {
    channel: "whatsapp",
    async send(message) {
      checkRecipient("whatsapp", message.to);
      const code = message.code;
      if (!code || code.length > MAX_CODE_LENGTH) {
        throw new MessageSendError(
          "whatsapp",
          "invalid",
          "WhatsApp sends only a sign-in code (1 to 15 characters) through its template",
        );
      }
      await postJson({
        channel: "whatsapp",
        provider: "WhatsApp Cloud API",
        url: `${settings.apiUrl.replace(/\/+$/, "")}/${settings.phoneNumberId}/messages`,
        token: settings.token,
        body: whatsappTemplateBody(settings, message.to, code),
        secrets: [settings.token, code],
        timeoutMs: settings.timeoutMs ?? SEND_TIMEOUT_MS,
        retryDelayMs: settings.retryDelayMs ?? RETRY_DELAY_MS,
        describeError: describeGraphError,
      });
    },
  };
}

/** The documented body of an authentication template message. */
export function whatsappTemplateBody(
  settings: Pick<WhatsappSettings, "templateName" | "templateLanguage">,
  to: string,
  code: string,
) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: {
      name: settings.templateName,
      language: { code: settings.templateLanguage },
      components: [
        { type: "body", parameters: [{ type: "text", text: code }] },
        { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
      ],
    },
  };
}

/** The Graph API's error answer, { error: { message, type, code, fbtrace_id } }, in one line. */
function describeGraphError(text: string): string | null {
  try {
    const { error } = JSON.parse(text) as {
      error?: { message?: unknown; type?: unknown; code?: unknown; fbtrace_id?: unknown };
    };
    if (!error || typeof error.message !== "string") return null;
    const parts = [error.type, error.code === undefined ? undefined : `code ${error.code}`]
      .filter((part) => part !== undefined)
      .join(", ");
    const trace = typeof error.fbtrace_id === "string" ? ` fbtrace_id ${error.fbtrace_id}` : "";
    return `${error.message.slice(0, 300)}${parts ? ` (${parts})` : ""}${trace}`;
  } catch {
    return null;
  }
}

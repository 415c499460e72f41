/** The ways a message can leave the shop; "outbox" writes it to a file instead. */
export type MessageChannel = "whatsapp" | "sms" | "outbox";

export interface OutgoingMessage {
  /** E.164 digits without "+": 55 + area code + number, e.g. "5581999990000". */
  to: string;
  /** The pt-BR text (SMS and the outbox send it; WhatsApp sends its template instead). */
  text: string;
  /** The sign-in code, for channels that carry it apart (WhatsApp's template parameters). */
  code?: string;
}

/** Sends one message through one channel; resolves once the provider accepted it. */
export interface MessageSender {
  readonly channel: MessageChannel;
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Why a message was not sent. `timeout`: no answer in time (it may still arrive, so it is not
 * retried); `network`: no connection; `rejected`: the provider refused it (4xx, a redirect);
 * `unavailable`: the provider failed (5xx) twice; `invalid`: the message itself is unusable.
 */
export type MessageSendFailure = "timeout" | "network" | "rejected" | "unavailable" | "invalid";

/** A failed send. Its message never holds the provider's token or the code. */
export class MessageSendError extends Error {
  override readonly name = "MessageSendError";

  constructor(
    readonly channel: MessageChannel,
    readonly reason: MessageSendFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** E.164 without "+": a country code and number, 10 to 15 digits. */
const RECIPIENT = /^[1-9]\d{9,14}$/;

/** Refuses a recipient that is not E.164 digits before anything is sent or written. */
export function checkRecipient(channel: MessageChannel, to: string): void {
  if (!RECIPIENT.test(to)) {
    throw new MessageSendError(channel, "invalid", "the recipient is not E.164 digits");
  }
}

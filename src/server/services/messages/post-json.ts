import { type MessageChannel, MessageSendError } from "./message-sender.ts";

/** How long a provider may take to answer one request. */
export const SEND_TIMEOUT_MS = 5_000;
/** The pause before the one retry after a network error or a 5xx. */
export const RETRY_DELAY_MS = 250;
/** Of an error answer, only this much is read into the error's message. */
const MAX_ERROR_TEXT = 300;

export interface PostJsonOptions {
  channel: MessageChannel;
  /** Who answered, for the error's message ("WhatsApp Cloud API"). */
  provider: string;
  url: string;
  token: string;
  body: unknown;
  /** Values never to appear in an error's message (the token, the code). */
  secrets: string[];
  timeoutMs: number;
  retryDelayMs: number;
  /** Reads the provider's error answer into a short description. */
  describeError?: (text: string) => string | null;
}

/**
 * POSTs JSON with a bearer token; resolves on a 2xx. A network error or a 5xx is tried once
 * more; a timeout is not (the first request may still be delivered: one code, one message).
 * Redirects are not followed: the token goes to the configured address only.
 */
export async function postJson(options: PostJsonOptions): Promise<void> {
  try {
    return await postOnce(options);
  } catch (error) {
    if (!(error instanceof MessageSendError)) throw error;
    if (error.reason !== "network" && error.reason !== "unavailable") throw error;
    await new Promise((resolve) => setTimeout(resolve, options.retryDelayMs));
    return await postOnce(options);
  }
}

async function postOnce(options: PostJsonOptions): Promise<void> {
  const { channel, provider } = options;
  let response: Response;
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    response = await fetch(options.url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.token}`,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify(options.body),
      redirect: "manual",
      signal,
    });
  } catch (error) {
    if (signal.aborted) {
      throw new MessageSendError(
        channel,
        "timeout",
        `${provider}: no answer in ${options.timeoutMs} ms`,
      );
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? "connection failed";
    throw new MessageSendError(channel, "network", `${provider}: ${cause}`);
  }
  if (response.status >= 200 && response.status < 300) {
    await response.body?.cancel();
    return;
  }
  let text = "";
  try {
    text = (await response.text()).slice(0, 64 * 1024);
  } catch {
    // The status says enough.
  }
  const detail = options.describeError?.(text) ?? text.slice(0, MAX_ERROR_TEXT);
  const reason = response.status >= 500 ? "unavailable" : "rejected";
  const message = redact(
    `${provider} answered ${response.status}${detail ? `: ${detail}` : ""}`,
    options.secrets,
  );
  throw new MessageSendError(channel, reason, message, response.status);
}

/** Takes every secret out of a text that may echo the request. */
export function redact(text: string, secrets: string[]): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret.length > 0) clean = clean.split(secret).join("[redacted]");
  }
  return clean;
}

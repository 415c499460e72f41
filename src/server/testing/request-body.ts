import type { IncomingMessage } from "node:http";

/**
 * A request's body as JSON, for the test servers that play providers (WhatsApp, SMS):
 * undefined when it is not JSON, so the test sees what arrived rather than a crash.
 */
export async function readJsonRequest(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    return undefined;
  }
}

import { appendFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { checkRecipient, type MessageSender } from "./message-sender.ts";

/** The file in MESSAGES_OUTBOX_DIR that receives the messages, one JSON line each. */
export const OUTBOX_FILE = "messages.jsonl";

/** One line of the outbox. */
export interface OutboxLine {
  to: string;
  channel: "outbox";
  text: string;
  /** ISO 8601. */
  at: string;
}

/**
 * Development and tests: each message is appended to DIR/messages.jsonl instead of being sent,
 * so a person or an e2e test can read the code. One appendFile per line (O_APPEND: lines from
 * concurrent sends never interleave); the file is the owner's alone (0600), as it holds codes.
 */
export function createOutboxSender(dir: string, now: () => Date = () => new Date()): MessageSender {
  const file = join(dir, OUTBOX_FILE);
  return {
    channel: "outbox",
    async send(message) {
      checkRecipient("outbox", message.to);
      const line: OutboxLine = {
        to: message.to,
        channel: "outbox",
        text: message.text,
        at: now().toISOString(),
      };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    },
  };
}

import { createInterface } from "node:readline/promises";
import type { Terminal } from "#server/admin-socket/through-server.ts";

/**
 * The person's terminal when the command runs in one (stdin and stdout both a TTY), to confirm a
 * grant; null under a script or a pipe, where a grant needs --confirm <id>.
 */
export function shellTerminal(): Terminal | null {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return null;
  return {
    async ask(question) {
      const lines = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await lines.question(question);
      } finally {
        lines.close();
      }
    },
  };
}

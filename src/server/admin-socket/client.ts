import { createConnection } from "node:net";
import type { AdminAnswer, SocketCommand } from "./protocol.ts";

export type SocketReply = { reached: true; answer: AdminAnswer } | { reached: false };

/** No server is listening: no socket file, or one left by a server that is gone. */
const NO_SERVER = new Set(["ENOENT", "ECONNREFUSED"]);

/**
 * Sends one command to the running server's admin socket and reads its one-line answer.
 * `reached: false` means no server is running, so the caller may open the database itself.
 */
export function askAdminSocket(
  path: string,
  command: SocketCommand,
  timeoutMs = 10_000,
): Promise<SocketReply> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = "";
    let connected = false;
    socket.setEncoding("utf8");
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`O servidor não respondeu pelo socket ${path} em ${timeoutMs / 1000} s`));
    });
    socket.on("connect", () => {
      connected = true;
      socket.write(`${JSON.stringify(command)}\n`);
    });
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("end", () => {
      try {
        resolve({ reached: true, answer: JSON.parse(received.trim()) as AdminAnswer });
      } catch {
        reject(new Error(`Resposta inesperada do servidor: ${received.slice(0, 200)}`));
      }
    });
    // Settles nothing if an answer or an error came first.
    socket.on("close", () => reject(new Error(`O servidor fechou o socket ${path} sem responder`)));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && error.code && NO_SERVER.has(error.code)) resolve({ reached: false });
      else reject(error);
    });
  });
}

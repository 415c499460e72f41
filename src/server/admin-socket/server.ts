import { once } from "node:events";
import { chmodSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { BackupError } from "#server/backup/backup-files.ts";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import {
  type AdminAnswer,
  type BackupCommand,
  INVALID_COMMAND_MESSAGE,
  runAccessCommand,
  type SocketCommand,
  socketCommandSchema,
} from "./protocol.ts";

/** A command line is a few dozen bytes; anything longer is not our CLI. */
const MAX_LINE_BYTES = 4096;
const IDLE_TIMEOUT_MS = 5_000;

/** Writes a backup of the database the server holds to a new file; its size in bytes. */
export type WriteBackup = (path: string) => Promise<{ bytes: number }>;

export interface AdminSocketOptions {
  path: string;
  db: Database;
  logger: Logger;
  /** What `npm run db:backup` asks for; without it the server answers that it cannot. */
  backup?: WriteBackup;
}

export interface AdminSocket {
  readonly path: string;
  /** Stops listening and removes the socket file. */
  close(): Promise<void>;
}

/**
 * Listens on a Unix socket for the staff CLI's commands: role and store membership changes, and
 * backups. With PGlite the running server holds the data directory, so `npm run admin:grant`,
 * `npm run staff:grant` and `npm run db:backup` ask the server through this socket instead of
 * opening the database themselves. The socket is the owner's alone (0600): whoever may connect
 * may already read DATA_DIR. The admin role has deliberately no HTTP counterpart.
 *
 * Call it while holding the data directory's lock: a socket file already there was left by a
 * server that died, and is replaced.
 */
export async function startAdminSocket(options: AdminSocketOptions): Promise<AdminSocket> {
  const { path } = options;
  rmSync(path, { force: true });
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on("close", () => connections.delete(socket));
    serve(socket, options);
  });

  listenPrivately(server, path);
  await Promise.race([
    once(server, "listening"),
    once(server, "error").then(([error]) => Promise.reject(error)),
  ]);
  chmodSync(path, 0o600);

  return {
    path,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of connections) socket.destroy();
      await closed;
      rmSync(path, { force: true });
    },
  };
}

/**
 * bind() creates the socket file with the process umask: a mask of 0077 around it makes the
 * file the owner's alone from its first instant (0700, then 0600 by the chmod that follows).
 * Not 0177: the umask is the whole process's, and a directory PGlite's thread created in that
 * instant would come out without its search bit. Worker threads cannot change the umask;
 * there the chmod that follows listening closes the gap.
 */
function listenPrivately(server: ReturnType<typeof createServer>, path: string): void {
  let previous: number | undefined;
  try {
    previous = process.umask(0o077);
  } catch {
    previous = undefined;
  }
  try {
    server.listen(path);
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
}

function serve(socket: Socket, options: AdminSocketOptions): void {
  const { logger } = options;
  let buffered = "";
  let answered = false;
  const answer = (reply: AdminAnswer) => {
    if (answered) return;
    answered = true;
    socket.end(`${JSON.stringify(reply)}\n`);
  };

  socket.setEncoding("utf8");
  socket.setTimeout(IDLE_TIMEOUT_MS, () => socket.destroy());
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: string) => {
    if (answered) return;
    buffered += chunk;
    const newline = buffered.indexOf("\n");
    if (newline === -1) {
      if (Buffer.byteLength(buffered) > MAX_LINE_BYTES) {
        answer({ ok: false, message: "Comando grande demais" });
      }
      return;
    }
    // The command may take a while (a backup of a large database): the idle limit is for
    // connections that never send a line.
    socket.setTimeout(0);
    handleLine(buffered.slice(0, newline), options).then(answer, (error: unknown) => {
      logger.error({ err: error }, "admin socket command failed");
      answer({ ok: false, message: "O servidor não conseguiu executar o comando" });
    });
  });
}

async function handleLine(line: string, options: AdminSocketOptions): Promise<AdminAnswer> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { ok: false, message: "Comando inválido: esperava uma linha JSON" };
  }
  const command = socketCommandSchema.safeParse(parsed);
  if (!command.success) return { ok: false, message: INVALID_COMMAND_MESSAGE };
  return run(command.data, options);
}

async function run(command: SocketCommand, options: AdminSocketOptions): Promise<AdminAnswer> {
  if (command.action === "backup") return backup(command, options);
  const reply = await runAccessCommand(options.db, command);
  options.logger.info(
    { ...command, ok: reply.ok, outcome: reply.outcome },
    "staff access command (admin socket)",
  );
  return reply;
}

async function backup(command: BackupCommand, options: AdminSocketOptions): Promise<AdminAnswer> {
  if (!options.backup) {
    return { ok: false, message: "Este servidor não faz backup pelo socket." };
  }
  try {
    const { bytes } = await options.backup(command.path);
    options.logger.info({ path: command.path, bytes }, "database backup written (admin socket)");
    return { ok: true, message: `Backup gravado em ${command.path}`, bytes };
  } catch (error) {
    // The CLI's own mistakes (a file that exists) go back as they are; anything else is logged.
    if (error instanceof BackupError) return { ok: false, message: error.message };
    options.logger.error({ err: error, path: command.path }, "database backup failed");
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `O servidor não conseguiu gravar o backup: ${reason}` };
  }
}

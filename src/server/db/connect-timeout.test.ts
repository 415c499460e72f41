import { createServer, type Server, type Socket } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toApiError } from "#server/http/errors.ts";
import { openDatabase } from "./client.ts";

/** Accepts connections and never says a word: a PostgreSQL behind a partition. */
let silent: Server;
const sockets: Socket[] = [];
let url: string;

beforeAll(async () => {
  silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const address = silent.address();
  if (!address || typeof address === "string") throw new Error("no port");
  url = `postgres://frosty@127.0.0.1:${address.port}/frosty`;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

describe("a PostgreSQL that does not answer", () => {
  it("fails the request within the connect timeout, as unavailable (503)", async () => {
    const handle = await openDatabase({ kind: "postgres", url, connectTimeoutMs: 300 });
    const started = Date.now();
    const error = await handle.db.execute(sql`select 1`).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error).not.toBeNull();
    expect(toApiError(error)?.status).toBe(503);
    await handle.close();
  });
});

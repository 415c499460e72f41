import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { answerClientErrors } from "#server/http/client-errors.ts";
import type { TestApp } from "./test-app.ts";

export interface ServedApp {
  port: number;
  close(): Promise<void>;
}

/**
 * The test app behind a real socket on 127.0.0.1, served as src/server/index.ts serves it
 * (@hono/node-server, Node's parser errors answered in JSON): for what only a real HTTP
 * connection shows (body limits as bytes arrive, malformed requests).
 */
export async function serveTestApp(t: TestApp): Promise<ServedApp> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: t.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started),
    );
  });
  answerClientErrors(server);
  // The client (fetch) runs in this same process. A test that keeps the event loop busy for
  // longer than Node's 5 s keep-alive would let the server's idle timer and the client's next
  // request on that socket fire together (a reset connection): the client, whose own idle
  // timeout is shorter, closes idle connections instead.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 120_000;
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // fetch() keeps its connections alive: they would hold close() up until they time out.
      if ("closeAllConnections" in server) server.closeAllConnections();
      await closed;
    },
  };
}

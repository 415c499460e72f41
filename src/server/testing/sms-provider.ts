import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readJsonRequest } from "./request-body.ts";

/** One request as the SMS provider received it. */
export interface ReceivedSms {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * The generic SMS provider (POST {to, text} with a bearer token) on 127.0.0.1 for tests: it
 * answers 202 to each request unless a test queued statuses (a 503 to see the retry). It keeps
 * every request it received.
 */
export class TestSmsProvider {
  readonly received: ReceivedSms[] = [];
  private readonly queued: number[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<TestSmsProvider> {
    let provider: TestSmsProvider | undefined;
    const server = createServer((request, response) => {
      void readJsonRequest(request).then((body) => {
        provider?.received.push({
          method: request.method ?? "",
          path: request.url ?? "/",
          headers: request.headers,
          body,
        });
        const status = provider?.queued.shift() ?? 202;
        response.statusCode = status;
        response.setHeader("content-type", "application/json");
        response.end(JSON.stringify(status < 300 ? { id: "sms-1" } : { error: "unavailable" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    provider = new TestSmsProvider(server, `http://127.0.0.1:${port}/v1/sms`);
    return provider;
  }

  /** The next requests are answered with these statuses, in order; then 202 again. */
  answerNext(...statuses: number[]): void {
    this.queued.push(...statuses);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

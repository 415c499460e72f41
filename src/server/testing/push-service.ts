import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One message as the push service received it. */
export interface ReceivedPush {
  /** The endpoint's path (/push/<name>). */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 for tests: it takes the shop's POSTs to its endpoints as a
 * browser's push service would (201), or answers what a test sets for an endpoint (410: the
 * browser unsubscribed), and keeps what it received for the test to decrypt.
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  private readonly answers = new Map<string, number>();
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<TestPushService> {
    let service: TestPushService | undefined;
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        service?.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.statusCode = service?.answers.get(path) ?? 201;
        response.end();
        for (const wake of service?.waiters.splice(0) ?? []) wake();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    service = new TestPushService(server, `http://127.0.0.1:${port}`);
    return service;
  }

  /** A new endpoint of this service, as a browser's subscription would name it. */
  endpoint(name: string): string {
    return `${this.origin}/push/${name}`;
  }

  /** What the endpoint answers from now on (201 until told otherwise). */
  answer(endpoint: string, status: number): void {
    this.answers.set(new URL(endpoint).pathname, status);
  }

  /** The messages an endpoint received so far. */
  receivedAt(endpoint: string): ReceivedPush[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((push) => push.path === path);
  }

  /** Waits until the endpoint has received `count` messages; they are returned in order. */
  async waitFor(endpoint: string, count = 1, timeoutMs = 10_000): Promise<ReceivedPush[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.receivedAt(endpoint).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(
          `${endpoint} received ${this.receivedAt(endpoint).length} of ${count} messages`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.receivedAt(endpoint);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

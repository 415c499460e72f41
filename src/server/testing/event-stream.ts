import type { OrderView } from "#shared/orders.ts";
import type { RequestTarget } from "./request-target.ts";
import type { SignedInStaff, TestBrowser } from "./staff.ts";

/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream response the way EventSource does (comments and `retry:` lines
 * skipped, `data:` lines joined), one event at a time, for tests.
 */
export class EventStreamReader {
  private readonly reader: ReadableStreamDefaultReader<string>;
  private buffer = "";
  private readonly events: ServerSentEvent[] = [];
  private done = false;

  /** The response whose body it reads: its status and headers, for the test to check. */
  constructor(readonly response: Response) {
    if (!response.body) throw new Error("the response has no body");
    this.reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  }

  /** The next event, or an error after `timeoutMs`; null once the stream has ended. */
  async next(timeoutMs = 5_000): Promise<ServerSentEvent | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length === 0 && !this.done) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), left);
      });
      const chunk = await Promise.race([this.reader.read(), timeout]);
      clearTimeout(timer);
      if (chunk === "timeout") throw new Error(`no event within ${timeoutMs} ms`);
      if (chunk.done) this.done = true;
      else this.take(chunk.value);
    }
    return this.events.shift() ?? null;
  }

  /** Skips events until one named `event` (matching `where`, if given) arrives. */
  async nextOf(
    event: string,
    where: (data: unknown) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const next = await this.next(Math.max(1, deadline - Date.now()));
      if (!next) throw new Error(`the stream ended before a "${event}" event`);
      if (next.event === event && where(next.data)) return next;
    }
  }

  /** Every event left, up to the end of the stream. */
  async rest(timeoutMs = 5_000): Promise<ServerSentEvent[]> {
    const all: ServerSentEvent[] = [];
    for (let event = await this.next(timeoutMs); event; event = await this.next(timeoutMs)) {
      all.push(event);
    }
    return all;
  }

  /** Hangs up, as a browser closing the page does. */
  async close(): Promise<void> {
    await this.reader.cancel().catch(() => {});
  }

  private take(text: string): void {
    this.buffer += text;
    let end = this.buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      this.parse(block);
      end = this.buffer.indexOf("\n\n");
    }
  }

  private parse(block: string): void {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length === 0) return;
    const text = data.join("\n");
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: kept as text.
    }
    this.events.push({ event, data: parsed });
  }
}

/** What EventSource sends, as the staff panel and the order page open their streams. */
const EVENT_STREAM_HEADERS = { accept: "text/event-stream" };

/** A stream the server opened (200), not read yet; any other answer throws, with its body. */
export async function openedStream(response: Response): Promise<EventStreamReader> {
  // The body of a stream that stays open is never read whole: only a refusal's.
  if (response.status !== 200) {
    throw new Error(`expected the stream (200), got ${response.status}: ${await response.text()}`);
  }
  return new EventStreamReader(response);
}

const browserOf = (staff: SignedInStaff | TestBrowser): TestBrowser =>
  "browser" in staff ? staff.browser : staff;

/** GET /api/admin/orders/events as the staff panel asks for it; `query`: "?storeId=…" etc. */
export function requestStaffStream(
  staff: SignedInStaff | TestBrowser,
  query = "",
): Promise<Response> {
  return browserOf(staff).request(`/api/admin/orders/events${query}`, {
    headers: EVENT_STREAM_HEADERS,
  });
}

/** The staff panel's live stream, opened (200) and not read yet. */
export async function staffStream(
  staff: SignedInStaff | TestBrowser,
  query = "",
): Promise<EventStreamReader> {
  return openedStream(await requestStaffStream(staff, query));
}

/** The staff panel's live stream, opened and past its `ready` event: what comes next is news. */
export async function readyStaffStream(
  staff: SignedInStaff | TestBrowser,
  query = "",
): Promise<EventStreamReader> {
  const stream = await staffStream(staff, query);
  await stream.nextOf("ready");
  return stream;
}

/** The order an order page follows: its id and the access token its link carries. */
export type FollowedOrder = Pick<OrderView, "id" | "accessToken">;

/**
 * GET /api/orders/:id/events as the customer's order page asks for it, from the client at `ip`
 * (the X-Forwarded-For a trusted proxy sends) when given.
 */
export function requestOrderStream(
  t: RequestTarget,
  order: FollowedOrder,
  options: { ip?: string } = {},
): Promise<Response> {
  return t.request(
    `/api/orders/${order.id}/events?token=${encodeURIComponent(order.accessToken)}`,
    {
      headers: {
        ...EVENT_STREAM_HEADERS,
        ...(options.ip === undefined ? {} : { "x-forwarded-for": options.ip }),
      },
    },
  );
}

/** The customer's order stream, opened (200) and not read yet: its first event is the status. */
export async function orderStream(
  t: RequestTarget,
  order: FollowedOrder,
  options: { ip?: string } = {},
): Promise<EventStreamReader> {
  return openedStream(await requestOrderStream(t, order, options));
}

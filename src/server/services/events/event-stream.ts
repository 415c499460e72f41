import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { StreamSlot } from "./stream-limits.ts";

/**
 * Proxies and load balancers drop a connection that stays silent for about a minute. A staff
 * stream also refreshes its presence on each beat (its session and access are checked more
 * often: stream-limits.ts, staff-stream-watch.ts).
 */
export const HEARTBEAT_MS = 10_000;
/** How long a browser waits before reconnecting once a stream ends. */
export const RECONNECT_MS = 3_000;
/**
 * A stream is authorised once, when it opens. Ending it after a while makes the browser
 * reconnect through the same checks (so a signed-out or revoked session stops hearing), and
 * spreads the connections again over whichever instances run by then.
 */
export const STREAM_LIFETIME_MS = 5 * 60_000;
export interface EventSink {
  send(event: string, data: unknown): Promise<void>;
  /** Ends the stream; the browser reconnects by itself after RECONNECT_MS. */
  end(): void;
  /**
   * Runs `task` on every heartbeat while the stream lives (a session re-check, a presence
   * refresh). A task that fails ends the stream: the browser reconnects through the checks.
   */
  everyHeartbeat(task: () => Promise<void>): void;
}

/**
 * Serves a Server-Sent Events stream in the place `slot` holds (taken from the caller's stream
 * budget, stream-limits.ts: each open stream holds a connection, so their number is capped;
 * pages still work without them, only not live). `open` subscribes, sends what the client
 * needs first and returns the function that unsubscribes. The stream ends when the client goes
 * away, when its lifetime is over, or when the subscription calls `sink.end()` (the server
 * shutting down, access revoked); then the slot is released.
 */
export function serveEventStream(
  c: Context,
  slot: StreamSlot,
  open: (sink: EventSink) => Promise<() => Promise<void>>,
  lifetimeMs: number = STREAM_LIFETIME_MS,
): Response {
  try {
    return streamResponse(c, slot, open, lifetimeMs);
  } catch (error) {
    slot.release();
    throw error;
  }
}

function streamResponse(
  c: Context,
  slot: StreamSlot,
  open: (sink: EventSink) => Promise<() => Promise<void>>,
  lifetimeMs: number,
): Response {
  // nginx and similar proxies would otherwise buffer the events.
  c.header("X-Accel-Buffering", "no");
  const response = streamSSE(c, async (stream) => {
    let end: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    stream.onAbort(() => end());
    const tasks: (() => Promise<void>)[] = [];
    const sink: EventSink = {
      send: (event, data) => stream.writeSSE({ event, data: JSON.stringify(data) }),
      end: () => end(),
      everyHeartbeat: (task) => void tasks.push(task),
    };
    const beat = async () => {
      await stream.write(": ping\n\n");
      for (const task of tasks) await task();
    };
    const heartbeat = setInterval(() => void beat().catch(() => end()), HEARTBEAT_MS);
    const lifetime = setTimeout(() => end(), lifetimeMs);
    // Neither timer may keep a process alive that is otherwise done.
    heartbeat.unref();
    lifetime.unref();
    let unsubscribe: (() => Promise<void>) | null = null;
    try {
      await stream.write(`retry: ${RECONNECT_MS}\n\n`);
      unsubscribe = await open(sink);
      await ended;
    } catch {
      // Subscribing failed (the database is unreachable): the stream ends and the browser
      // tries again after RECONNECT_MS.
    } finally {
      slot.release();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      await unsubscribe?.().catch(() => {});
    }
  });
  // What a stream carries is live and often personal: no cache may keep it.
  response.headers.set("Cache-Control", "no-store");
  return response;
}

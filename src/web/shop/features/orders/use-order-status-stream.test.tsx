import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STREAM_RETRY_MS, useOrderStatusStream } from "./use-order-status-stream.ts";

/** The browser's EventSource as far as the hook uses it: opened, errored, closed. */
class StreamDouble extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: StreamDouble[] = [];
  readyState = StreamDouble.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    StreamDouble.opened.push(this);
  }
  /** What a browser does when the server answers other than 200: gives up for good. */
  refuse() {
    this.readyState = StreamDouble.CLOSED;
    this.dispatchEvent(new Event("error"));
  }
  /** A dropped connection: the browser reconnects by itself. */
  drop() {
    this.readyState = StreamDouble.CONNECTING;
    this.dispatchEvent(new Event("error"));
  }
  close() {
    this.closed = true;
    this.readyState = StreamDouble.CLOSED;
  }
}

beforeEach(() => {
  StreamDouble.opened = [];
  vi.stubGlobal("EventSource", StreamDouble);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function follow() {
  return renderHook(() => useOrderStatusStream({ id: "ORD-1", accessToken: "tok" }));
}

/** What the browser fires as it puts the page in its back/forward cache, or restores it. */
function pageTransition(type: "pagehide" | "pageshow", persisted: boolean) {
  const event = new Event(type) as PageTransitionEvent;
  Object.defineProperty(event, "persisted", { value: persisted });
  window.dispatchEvent(event);
}

describe("useOrderStatusStream", () => {
  it("opens the stream again after the server refused it (429, 503), not before", () => {
    const { unmount } = follow();
    expect(StreamDouble.opened).toHaveLength(1);
    StreamDouble.opened[0]?.refuse();
    vi.advanceTimersByTime(STREAM_RETRY_MS - 1);
    expect(StreamDouble.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(StreamDouble.opened).toHaveLength(2);
    expect(StreamDouble.opened[1]?.url).toBe("/api/orders/ORD-1/events?token=tok");
    unmount();
    expect(StreamDouble.opened[1]?.closed).toBe(true);
  });

  it("leaves a dropped connection to the browser's own reconnection", () => {
    follow();
    StreamDouble.opened[0]?.drop();
    vi.advanceTimersByTime(STREAM_RETRY_MS * 2);
    expect(StreamDouble.opened).toHaveLength(1);
  });

  it("stops retrying once the page is left", () => {
    const { unmount } = follow();
    StreamDouble.opened[0]?.refuse();
    unmount();
    vi.advanceTimersByTime(STREAM_RETRY_MS * 2);
    expect(StreamDouble.opened).toHaveLength(1);
  });

  it("closes the stream as the page is hidden (bfcache-eligible), opens it again when restored", () => {
    const { unmount } = follow();
    pageTransition("pagehide", true);
    expect(StreamDouble.opened[0]?.closed).toBe(true);
    pageTransition("pageshow", true);
    expect(StreamDouble.opened).toHaveLength(2);
    expect(StreamDouble.opened[1]?.closed).toBe(false);
    // A first show (not from the cache) leaves the open stream alone.
    pageTransition("pageshow", false);
    expect(StreamDouble.opened).toHaveLength(2);
    unmount();
    expect(StreamDouble.opened[1]?.closed).toBe(true);
    pageTransition("pageshow", true);
    expect(StreamDouble.opened).toHaveLength(2);
  });

  it("does not retry a refused stream while the page is in the cache", () => {
    follow();
    StreamDouble.opened[0]?.refuse();
    pageTransition("pagehide", true);
    vi.advanceTimersByTime(STREAM_RETRY_MS * 2);
    expect(StreamDouble.opened).toHaveLength(1);
  });
});

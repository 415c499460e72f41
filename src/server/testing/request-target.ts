/**
 * Where a test sends its requests: the test app in process (a TestApp is one), a created app
 * driven in process, or a server behind a real socket. `origin` is what a page of that server
 * sends as its Origin header (TEST_ORIGIN for an app in process, unless given).
 */
export interface RequestTarget {
  request(path: string, init?: RequestInit): Promise<Response>;
  origin?: string;
}

/** A server listening at `url` (http://127.0.0.1:<port>: a server process, a served app). */
export function serverAt(url: string): RequestTarget {
  const origin = new URL(url).origin;
  return { origin, request: (path, init) => fetch(new URL(path, origin), init) };
}

/** An app made with createApp, driven in process without the test app's contract checks. */
export function inProcess(app: {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}): RequestTarget {
  return { request: async (path, init) => app.request(path, init) };
}

import type { OutgoingHttpHeaders } from "node:http";
import { type Agent, request } from "node:https";
import { PspError } from "./psp-types.ts";
import { requestFailure, timedOut } from "./tls-failures.ts";

/** What a PSP answered: any status; its body read whole (bounded). */
export interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
}

export interface RawRequest {
  method: "GET" | "PUT" | "POST";
  url: URL;
  headers: OutgoingHttpHeaders;
  body?: string;
  /** Connect, TLS and the whole answer must fit in this time. */
  timeoutMs: number;
}

/** A connection's URL (with `path` appended), or the PspError staff read for a wrong one. */
export function pspUrl(base: string, path = ""): URL {
  let url: URL;
  try {
    url = new URL(path ? `${base.replace(/\/+$/, "")}${path}` : base);
  } catch {
    throw new PspError("unreachable", "O endereço do banco não é uma URL válida.");
  }
  if (url.protocol !== "https:") {
    throw new PspError("unreachable", "O endereço do banco deve começar com https://.");
  }
  return url;
}

/** An answer larger than this is not one of the standard's: the PSP is misbehaving. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * One HTTPS request over a connection's agent (its mTLS context). Network and TLS failures and
 * the timeout reject as PspError; any HTTP status resolves, for the caller to read.
 */
export function httpsRequest(agent: Agent, input: RawRequest): Promise<RawAnswer> {
  const host = input.url.host;
  return new Promise<RawAnswer>((resolve, reject) => {
    const phase = { host, secureConnected: false, freshSocket: true, responded: false };
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const fail = (error: unknown) =>
      finish(() => reject(error instanceof PspError ? error : requestFailure(error, phase)));

    const headers = { ...input.headers };
    if (input.body !== undefined) headers["content-length"] = Buffer.byteLength(input.body);
    let req: ReturnType<typeof request>;
    try {
      req = request(input.url, { method: input.method, headers, agent });
    } catch (error) {
      reject(requestFailure(error, phase));
      return;
    }
    const timer = setTimeout(() => {
      fail(timedOut(host));
      req.destroy();
    }, input.timeoutMs);

    req.on("socket", (socket) => {
      phase.freshSocket = !req.reusedSocket;
      if (req.reusedSocket) phase.secureConnected = true;
      else socket.once("secureConnect", () => (phase.secureConnected = true));
    });
    req.on("error", fail);
    req.on("response", (res) => {
      phase.responded = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          fail(new PspError("invalid_answer", "O banco respondeu algo grande demais."));
          req.destroy();
        } else chunks.push(chunk);
      });
      res.on("error", fail);
      res.on("aborted", () => fail(Object.assign(new Error("aborted"), { code: "ECONNRESET" })));
      res.on("end", () =>
        finish(() =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        ),
      );
    });
    req.end(input.body);
  });
}

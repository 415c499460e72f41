import { apiRouter } from "#server/http/openapi.ts";
import type { CatalogCache, CatalogSnapshot } from "#server/services/catalog.ts";
import { readCatalogRoute } from "./catalog.routes.ts";

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/** A finished answer: its body and its headers, as a plain record. */
interface Answer {
  body: Uint8Array<ArrayBuffer> | null;
  headers: Readonly<Record<string, string>>;
}

/** The answers one snapshot can get, made once per snapshot (see `answersFor`). */
interface SnapshotAnswers {
  notModified: Answer;
  identity: Answer;
  gzip: Answer;
  br: Answer;
}

const answersBySnapshot = new WeakMap<CatalogSnapshot, SnapshotAnswers>();

/**
 * Everything an answer sends, kept beside the snapshot it comes from, so that a request only
 * picks one. The JSON is encoded to UTF-8 once: sent as a string, its 75 KB were measured and
 * encoded again on every request (half this route's CPU, measured). The compressed copies are
 * views of the cache's buffers, not copies of them. The headers are a plain record, which
 * @hono/node-server hands to node as it is; c.header() would build an undici Headers per
 * request, only to have it taken apart again into such a record.
 */
function answersFor(snapshot: CatalogSnapshot): SnapshotAnswers {
  let answers = answersBySnapshot.get(snapshot);
  if (!answers) {
    const common = { ETag: snapshot.etag, "Cache-Control": "no-cache", Vary: "Accept-Encoding" };
    const json = { ...common, "Content-Type": "application/json; charset=UTF-8" };
    const encoded = (body: Uint8Array<ArrayBuffer>, encoding?: string): Answer => ({
      body,
      headers: Object.freeze(encoding ? { ...json, "Content-Encoding": encoding } : json),
    });
    answers = {
      notModified: { body: null, headers: Object.freeze(common) },
      identity: encoded(new TextEncoder().encode(snapshot.json) as Uint8Array<ArrayBuffer>),
      gzip: encoded(view(snapshot.gzip), "gzip"),
      br: encoded(view(snapshot.brotli), "br"),
    };
    answersBySnapshot.set(snapshot, answers);
  }
  return answers;
}

function view(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

/**
 * /api/catalog: the catalogue's JSON as the cache keeps it, serialized and compressed ahead
 * (so the answer is bytes, not c.json: the declaration describes what they hold).
 */
export function catalogRoutes(cache: CatalogCache) {
  return apiRouter().openapi(readCatalogRoute, async (c) => {
    const snapshot = await cache.get();
    const answers = answersFor(snapshot);
    if (matchesEtag(c.req.header("if-none-match"), snapshot.etag)) {
      return new Response(null, { status: 304, headers: answers.notModified.headers });
    }
    const answer = answers[pickEncoding(c.req.header("accept-encoding")) ?? "identity"];
    return new Response(answer.body, { status: 200, headers: answer.headers });
  });
}

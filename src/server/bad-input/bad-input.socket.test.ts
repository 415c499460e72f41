/**
 * Huge bodies over a real socket, where the body limit really bites: the app is served by
 * @hono/node-server as in production (src/server/index.ts) on a free port. Whether the size is
 * declared (Content-Length) or not (chunked), a body over the limit gets the JSON 413 without
 * the server holding it, and the server keeps answering.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "#server/app.ts";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import { serverAt } from "#server/testing/request-target.ts";
import { type ServedApp, serveTestApp } from "#server/testing/served-app.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { MAX_PRODUCT_IMAGE_BYTES } from "#shared/admin-products.ts";
import { runs } from "./arbitraries.ts";
import { expectErrorShape } from "./checks.ts";

let t: TestApp;
let admin: SignedInStaff;
let served: ServedApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  served = await serveTestApp(t);
  port = served.port;
});
afterAll(async () => {
  await served.close();
  await t.database.dispose();
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * Sends `size` bytes (the prefix, then "x"s) with their Content-Length, chunked (no length), or
 * under a Content-Length far larger than what is sent. The answer is what the socket received.
 */
function sendOverSocket(options: {
  method?: string;
  path: string;
  size: number;
  declared: "exact" | "chunked" | "understated-huge";
  contentType: string;
  headers?: Record<string, string>;
  prefix?: string;
}): Promise<RawAnswer> {
  const prefix = Buffer.from(options.prefix ?? '{"nome":"');
  const headers: Record<string, string> = {
    "content-type": options.contentType,
    "idempotency-key": crypto.randomUUID(),
    ...options.headers,
  };
  if (options.declared === "exact") headers["content-length"] = String(options.size);
  if (options.declared === "understated-huge") headers["content-length"] = String(10 ** 12);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      // A connection of its own: a kept-alive one may be closed under the next request.
      {
        host: "127.0.0.1",
        port,
        path: options.path,
        method: options.method ?? "POST",
        headers,
        agent: false,
      },
      (res) => {
        answered = true;
        const parts: Buffer[] = [];
        res.on("data", (part: Buffer) => parts.push(part));
        res.on("end", () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(parts).toString("utf8"),
          });
          // The rest of the body (if any) will never be read: let the connection go.
          req.destroy();
        });
        res.on("error", reject);
      },
    );
    // Once the answer is in, the server may close the connection under the rest of the body.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    // All at once: @hono/node-server drains what follows its answer for only half a second,
    // then closes the connection, which a slow writer would meet as a reset.
    const body = Buffer.alloc(Math.max(options.size, prefix.length), "x");
    prefix.copy(body);
    // Under a far larger Content-Length, only the start is sent: the answer must come anyway.
    if (options.declared === "understated-huge") req.write(body.subarray(0, 64 * 1024));
    else req.end(body);
  });
}

function expectTooLarge(answer: RawAnswer, code: string, context: string): void {
  expect(answer.status, `${context}: ${answer.text.slice(0, 200)}`).toBe(413);
  expect(answer.headers["content-type"], context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as { error: { code: string } };
  expectErrorShape(body, context);
  expect(body.error.code, context).toBe(code);
}

async function expectStillServing(): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
  const order = await postOrder(serverAt(`http://127.0.0.1:${port}`), orderBody());
  expect(order.status, await order.clone().text()).toBe(201);
}

/** The upload route's own limit: base64 of the largest image, plus room for an envelope. */
const IMAGE_UPLOAD_LIMIT = Math.ceil((MAX_PRODUCT_IMAGE_BYTES * 4) / 3) + 64 * 1024;

const cookieOf = (staff: SignedInStaff) => ({
  cookie: staff.browser.cookieHeader,
  origin: "http://localhost:3000",
});

describe("bodies beyond the limit over a real socket", () => {
  it("get the JSON 413 on every API path, declared or chunked, of any content type", async () => {
    // The limit is checked before any route: even where the route would refuse anyway.
    const target = fc.constantFrom(
      { path: "/api/orders", admin: false },
      { path: "/api/auth/sign-in/email", admin: false },
      { path: "/api/auth/sign-up/email", admin: false },
      { path: "/api/admin/products", admin: true },
      { path: "/api/admin/settings", admin: true, method: "PUT" },
      { path: "/api/catalog", admin: false },
      { path: "/api/nada", admin: false },
      { path: "/api/admin/products", admin: false },
    );
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.constantFrom(MAX_BODY_BYTES + 1, MAX_BODY_BYTES * 3, 1024 * 1024),
        fc.constantFrom("exact", "chunked", "understated-huge") as fc.Arbitrary<
          "exact" | "chunked" | "understated-huge"
        >,
        fc.constantFrom("application/json", "text/plain", "multipart/form-data; boundary=x"),
        async (where, size, declared, contentType) => {
          const method = where.method ?? "POST";
          const context = `${method} ${where.path} ${size} bytes, ${declared}, ${contentType}`;
          const answer = await sendOverSocket({
            path: where.path,
            size,
            declared,
            contentType,
            method,
            ...(where.admin ? { headers: cookieOf(admin) } : {}),
          });
          expectTooLarge(answer, "payload_too_large", context);
        },
      ),
      { numRuns: runs(12) },
    );
    await expectStillServing();
  });

  it("the image upload has its own larger limit, and only for an admin", async () => {
    // Over the image limit in every encoding: raw bytes, or base64 in JSON.
    const raw = await sendOverSocket({
      path: "/api/admin/product-images",
      size: IMAGE_UPLOAD_LIMIT + 1024,
      declared: "chunked",
      contentType: "image/png",
      headers: cookieOf(admin),
      prefix: "\x89PNG\r\n\x1a\n",
    });
    expectTooLarge(raw, "image_too_large", "raw image upload");
    const declared = await sendOverSocket({
      path: "/api/admin/product-images",
      size: IMAGE_UPLOAD_LIMIT + 1,
      declared: "exact",
      contentType: "application/json",
      headers: cookieOf(admin),
      prefix: '{"contentType":"image/png","base64":"',
    });
    expectTooLarge(declared, "image_too_large", "JSON image upload");

    // Nobody else gets to make the server read a large body: refused before reading it.
    const stranger = await sendOverSocket({
      path: "/api/admin/product-images",
      size: IMAGE_UPLOAD_LIMIT,
      declared: "understated-huge",
      contentType: "image/png",
    });
    expect(stranger.status).toBe(401);
    expectErrorShape(JSON.parse(stranger.text), "image upload without a session");
    await expectStillServing();
  });

  it("a body just under the limit still reaches validation", async () => {
    const answer = await sendOverSocket({
      path: "/api/orders",
      size: MAX_BODY_BYTES - 100,
      declared: "exact",
      contentType: "application/json",
      prefix: '{"x":"',
    });
    // Not valid JSON (the string never closes), but read whole and refused as such.
    expect(answer.status, answer.text).toBe(400);
    expectErrorShape(JSON.parse(answer.text), "just under the limit");
  });
});

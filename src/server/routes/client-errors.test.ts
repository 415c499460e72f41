import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { type TestApp, testAppOf } from "#server/testing/test-app.ts";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { CLIENT_ERROR_MESSAGES } from "#shared/client-errors.ts";
import { CLIENT_ERROR_RULE } from "./client-errors.ts";

/** The app with its log kept in memory: the lines the server would print. */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const database = await createTestDatabase();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = testAppOf(
    database,
    createApp({ db: database.db, logger: createLogger("info", destination) }),
  );
});
afterAll(() => t.database.dispose());

/** Each test reports from an address of its own, so its count starts at zero. */
let lastOctet = 0;
const newAddress = () => `10.16.0.${++lastOctet}`;

function report(body: unknown, from: string, init: RequestInit = {}) {
  return t.request("/api/client-errors", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

const clientErrorLines = () =>
  lines
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === "client error");

const REPORT = {
  message: "Cannot read properties of undefined (reading 'name')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'name')\n    at ProductPage (https://loja.example/assets/product-Ab12.js?v=SEGREDOdaQUERY:1:200)",
  componentStack: "\n    at ProductPage\n    at RouteErrorBoundary",
  path: "/produto/3",
};

describe("POST /api/client-errors", () => {
  it("answers 204 and logs the error at warn level, without queries or secret-looking segments", async () => {
    const token = "Xy7kQ2pLm9Rt4Vb8Nc3Wd6Fg";
    const response = await report(
      { ...REPORT, path: `/convite/${token}?token=SEGREDOdaQUERY` },
      newAddress(),
    );
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");

    const entry = clientErrorLines().at(-1);
    expect(entry?.level).toBe(40); // pino's warn
    expect(entry?.clientError).toEqual({
      path: "/convite/:secret",
      message: REPORT.message,
      trace:
        "TypeError: Cannot read properties of undefined (reading 'name')\n    at ProductPage (https://loja.example/assets/product-Ab12.js:1:200)",
      componentStack: REPORT.componentStack,
    });
    expect(lines.join("")).not.toContain(token);
    expect(lines.join("")).not.toContain("SEGREDOdaQUERY");
  });

  it("takes a report with only a message and a path", async () => {
    const response = await report({ message: "Falhou", path: "/sobre" }, newAddress());
    expect(response.status).toBe(204);
    expect(clientErrorLines().at(-1)?.clientError).toEqual({ path: "/sobre", message: "Falhou" });
  });

  it("refuses a body over 8 KB with 413, before reading it", async () => {
    const logged = clientErrorLines().length;
    const response = await report({ ...REPORT, stack: "x".repeat(9 * 1024) }, newAddress());
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "O conteúdo enviado é grande demais" },
    });
    expect(clientErrorLines()).toHaveLength(logged);
  });

  it("refuses a bad report with 422: no message, a path that is no path, text too long", async () => {
    const from = newAddress();
    for (const body of [
      { path: "/sobre" },
      { message: "", path: "/sobre" },
      { message: "Falhou", path: "sobre" },
      { message: "Falhou", path: `/${"a".repeat(400)}` },
      { message: "x".repeat(501), path: "/sobre" },
      { message: "Falhou", path: "/sobre", componentStack: "y".repeat(2001) },
    ]) {
      const response = await report(body, from);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "validation_failed",
      );
    }
  });

  it("answers 429 with Retry-After once an address has sent its 30 reports in 10 minutes", async () => {
    const from = newAddress();
    for (let sent = 0; sent < CLIENT_ERROR_RULE.max; sent += 1) {
      expect((await report(REPORT, from)).status).toBe(204);
    }
    const refused = await report(REPORT, from);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CLIENT_ERROR_RULE.windowSeconds);
    expect(await refused.json()).toEqual({
      error: { code: "too_many_client_errors", message: CLIENT_ERROR_MESSAGES.tooMany },
    });
    // Another address is not held back by this one.
    expect((await report(REPORT, newAddress())).status).toBe(204);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

describe("GET /api/health", () => {
  it("reports the database as reachable", async () => {
    const response = await t.request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/health with the database gone", () => {
  it("answers 503 in the error shape instead of crashing", async () => {
    const down = await createTestApp();
    await down.database.dispose();
    const response = await down.request("/api/health");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "database_unavailable", message: "Banco de dados indisponível" },
    });
  });
});

import { Hono } from "hono";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_BODY_BYTES } from "#server/app.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ApiError, installErrorHandling } from "./errors.ts";
import { readJson } from "./validate.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

describe("the API's error shape", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await t.request("/api/nothing-here", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "Recurso não encontrado" },
      });
    }
  });

  it("refuses oversized bodies with 413 before reading them", async () => {
    const response = await t.request("/api/catalog", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ junk: "x".repeat(MAX_BODY_BYTES + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "O conteúdo enviado é grande demais" },
    });
  });

  it("sends the security headers on API and page responses", async () => {
    const response = await t.request("/api/health");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
  });
});

describe("JSON body validation", () => {
  const schema = z.object({ name: z.string().min(1, "Informe o nome"), quantity: z.int().min(1) });
  const app = new Hono();
  installErrorHandling(app, pino({ level: "silent" }));
  app.post("/echo", async (c) => c.json(await readJson(c, schema)));
  app.get("/boom", () => {
    throw new Error("secret internals at /srv/app.ts:42");
  });
  app.get("/teapot", () => {
    throw new ApiError(409, "conflict", "Conflito");
  });

  const post = (body: string, contentType = "application/json") =>
    app.request("/echo", { method: "POST", headers: { "content-type": contentType }, body });

  it("accepts a valid body", async () => {
    const response = await post(JSON.stringify({ name: "Cajá", quantity: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "Cajá", quantity: 2 });
  });

  it("answers malformed JSON with 400 and a pt-BR message", async () => {
    for (const body of ["{", "not json", '{"name": "a",}', ""]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "invalid_json", message: "JSON inválido no corpo da requisição" },
      });
    }
  });

  it("answers a body of the wrong shape with 422 and the zod issues", async () => {
    const response = await post(JSON.stringify({ name: "", quantity: "2" }));
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: { code: string; message: string; issues: { path: unknown[] }[] };
    };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe("Informe o nome");
    expect(body.error.issues.map((issue) => issue.path)).toEqual([["name"], ["quantity"]]);
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await post("name=x", "application/x-www-form-urlencoded");
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "unsupported_media_type",
    );
  });

  it("hides unexpected errors behind a 500 without a stack trace", async () => {
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: "internal_error", message: "Erro interno do servidor" },
    });
    expect(text).not.toContain("secret");
  });

  it("passes an ApiError's own status and message through", async () => {
    const response = await app.request("/teapot");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "conflict", message: "Conflito" } });
  });
});

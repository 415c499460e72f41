import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffEmail, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { isTrustedOrigin, originOf } from "./origins.ts";

describe("isTrustedOrigin", () => {
  const production = { publicOrigin: "https://loja.frosty.example", allowLoopback: false };
  const development = { ...production, allowLoopback: true };

  it("trusts PUBLIC_URL and the request's own origin", () => {
    expect(
      isTrustedOrigin("https://loja.frosty.example", "http://10.0.0.5:3000/x", production),
    ).toBe(true);
    expect(
      isTrustedOrigin("http://127.0.0.1:41234", "http://127.0.0.1:41234/api/auth/x", production),
    ).toBe(true);
  });

  it("refuses other sites, other ports and other schemes", () => {
    const url = "http://127.0.0.1:41234/api/auth/x";
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:41235",
      "https://127.0.0.1:41234",
      "http://loja.frosty.example",
    ]) {
      expect(isTrustedOrigin(origin, url, production), origin).toBe(false);
    }
  });

  it("trusts any loopback origin in development only", () => {
    const url = "http://localhost:3001/api/auth/x";
    expect(isTrustedOrigin("http://localhost:5173", url, development)).toBe(true);
    expect(isTrustedOrigin("http://127.0.0.1:3000", url, development)).toBe(true);
    expect(isTrustedOrigin("http://localhost:5173", url, production)).toBe(false);
    expect(isTrustedOrigin("http://localhost.evil.example", url, development)).toBe(false);
  });

  it("reads origins from Origin and Referer values", () => {
    expect(originOf("https://a.example/admin?x=1")).toBe("https://a.example");
    expect(originOf("null")).toBeNull();
    expect(originOf("not a url")).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe("cross-site requests to Better Auth", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.database.dispose());

  it("are refused, with and without a cookie", async () => {
    const email = newStaffEmail();
    const foreign = new TestBrowser(t, undefined, "https://evil.example");
    const signUp = await foreign.signUp({ email });
    expect(signUp.status).toBe(403);
    expect(await signUp.json()).toEqual({
      code: "INVALID_ORIGIN",
      message: "Origem da requisição não permitida",
    });

    const browser = new TestBrowser(t);
    expect((await browser.signUp({ email })).status).toBe(200);
    expect((await browser.signIn(email)).status).toBe(200);
    const forged = browser.withSession({ origin: "https://evil.example" });
    expect((await forged.signOut()).status).toBe(403);
    // The session survived the forged sign-out.
    const session = await browser.request("/api/auth/get-session");
    expect(await session.json()).not.toBeNull();
  });

  it("answer an unknown auth path with the API's JSON 404", async () => {
    const response = await new TestBrowser(t).request("/api/auth/nao-existe");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: "not_found", message: "Recurso não encontrado" },
    });
  });
});

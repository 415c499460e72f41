import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema.ts";
import { newStaffEmail, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { CREDENTIALS_RATE_LIMIT } from "./create-auth.ts";

let t: TestApp;
let email: string;
beforeAll(async () => {
  t = await createTestApp();
  email = newStaffEmail();
  await new TestBrowser(t).signUp({ email });
});
afterAll(() => t.database.dispose());

describe("rate limits on sign-in and sign-up", () => {
  it("answer 429, in pt-BR, once an address used up its attempts for the minute", async () => {
    const { max, window } = CREDENTIALS_RATE_LIMIT;
    const browser = new TestBrowser(t);
    for (let attempt = 1; attempt <= max; attempt++) {
      const response = await browser.signIn(email, `errada-${attempt}-xyz`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await browser.signIn(email, "errada-final-xyz");
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Muitas tentativas. Aguarde um minuto e tente de novo.",
    });
    const retryAfter = Number(blocked.headers.get("x-retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(window);

    // Even the right password waits: the limit is on attempts, not on failures.
    expect((await browser.signIn(email)).status).toBe(429);
    // Another address is not affected.
    expect((await new TestBrowser(t).signIn(email)).status).toBe(200);
  });

  it("counts sign-ups the same way", async () => {
    const browser = new TestBrowser(t);
    for (let attempt = 1; attempt <= CREDENTIALS_RATE_LIMIT.max; attempt++) {
      const response = await browser.signUp({ email: newStaffEmail(), password: "senha123" });
      expect(response.status).toBe(400);
    }
    const blocked = await browser.signUp({ email: newStaffEmail() });
    expect(blocked.status).toBe(429);
  });

  it("keeps its counters in the database, where every instance sees them", async () => {
    const browser = new TestBrowser(t);
    await browser.signIn(email, "errada-xyz-123");
    const rows = await t.database.db.select().from(rateLimits);
    expect(rows.map((row) => row.key)).toContain(`${browser.ip}|/sign-in/email`);
  });

  it("cannot be dodged by sending a made-up X-Forwarded-For from the outside", async () => {
    // Over a real connection the peer's own address is used unless it is a trusted proxy; in
    // process (no socket) the header is all there is, which is what these tests rely on.
    const { resolveClientIp, parseTrustedProxies } = await import("./client-ip.ts");
    const trustedProxies = parseTrustedProxies("loopback");
    if (!trustedProxies) throw new Error("unparsable");
    const spoofed = ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((forwardedFor) =>
      resolveClientIp({ socketAddress: "203.0.113.9", forwardedFor, trustedProxies }),
    );
    expect(new Set(spoofed)).toEqual(new Set(["203.0.113.9"]));
  });
});

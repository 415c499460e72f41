import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestCounters } from "#server/db/schema.ts";
import { newStaffEmail, TEST_PASSWORD, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { AUTH_ERROR_MESSAGES, TOO_MANY_SIGN_IN_FAILURES } from "#shared/staff-auth-errors.ts";
import { CREDENTIALS_RATE_LIMIT } from "./create-auth.ts";
import { SIGN_IN_FAILURES_RULE } from "./sign-in-throttle.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const { max, windowSeconds } = SIGN_IN_FAILURES_RULE;

/** An account that exists, made from an address of its own. */
async function existingAccount(): Promise<string> {
  const email = newStaffEmail();
  const response = await new TestBrowser(t).signUp({ email });
  expect(response.status).toBe(200);
  return email;
}

/** One sign-in from a new client address: the per-address limit never sees two of them. */
function signInFromNewAddress(email: string, password: string): Promise<Response> {
  return new TestBrowser(t).signIn(email, password);
}

async function failFromManyAddresses(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= times; attempt++) {
    statuses.push((await signInFromNewAddress(email, `errada-${attempt}-xyz`)).status);
  }
  return statuses;
}

describe("per-account sign-in throttling", () => {
  it("locks an account after its failures from different addresses, even for the right password", async () => {
    const email = await existingAccount();
    expect(await failFromManyAddresses(email, max)).toEqual(Array(max).fill(401));

    const locked = await signInFromNewAddress(email, TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      code: TOO_MANY_SIGN_IN_FAILURES,
      message: AUTH_ERROR_MESSAGES[TOO_MANY_SIGN_IN_FAILURES],
    });
    expect(AUTH_ERROR_MESSAGES[TOO_MANY_SIGN_IN_FAILURES]).toMatch(/Aguarde 15 minutos/);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(windowSeconds - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    // The e-mail typed another way is the same account.
    expect((await signInFromNewAddress(`  ${email.toUpperCase()} `, TEST_PASSWORD)).status).toBe(
      429,
    );
    // Another account is not affected.
    const other = await existingAccount();
    expect((await signInFromNewAddress(other, TEST_PASSWORD)).status).toBe(200);
  });

  it("answers an e-mail no account has exactly as one that exists: no oracle", async () => {
    const known = await existingAccount();
    const unknown = newStaffEmail();
    const answers = async (email: string) => {
      const seen: { status: number; body: unknown }[] = [];
      for (let attempt = 1; attempt <= max + 2; attempt++) {
        const response = await signInFromNewAddress(email, `errada-${attempt}-xyz`);
        seen.push({ status: response.status, body: await response.json() });
      }
      return seen;
    };
    const forKnown = await answers(known);
    expect(forKnown.map((answer) => answer.status)).toEqual([...Array(max).fill(401), 429, 429]);
    expect(await answers(unknown)).toEqual(forKnown);
  });

  it("forgets an account's failures when it signs in", async () => {
    const email = await existingAccount();
    expect(await failFromManyAddresses(email, max - 1)).toEqual(Array(max - 1).fill(401));
    expect((await signInFromNewAddress(email, TEST_PASSWORD)).status).toBe(200);
    expect(await failFromManyAddresses(email, max)).toEqual(Array(max).fill(401));
    expect((await signInFromNewAddress(email, TEST_PASSWORD)).status).toBe(429);
  });

  it("does not count what was refused before the password was checked", async () => {
    const email = await existingAccount();
    // One address: its first tries fail on the password, then Better Auth's per-address limit
    // refuses the rest before looking at the password.
    const browser = new TestBrowser(t);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= CREDENTIALS_RATE_LIMIT.max * 2; attempt++) {
      statuses.push((await browser.signIn(email, `errada-${attempt}-xyz`)).status);
    }
    expect(statuses).toEqual([
      ...Array(CREDENTIALS_RATE_LIMIT.max).fill(401),
      ...Array(CREDENTIALS_RATE_LIMIT.max).fill(429),
    ]);
    // A malformed sign-in is no guess either.
    const malformed = await new TestBrowser(t).post("/api/auth/sign-in/email", {
      email,
      password: 12,
    });
    expect(malformed.status).toBe(400);
    // So the account still has its other failures before the lock.
    const rest = max - CREDENTIALS_RATE_LIMIT.max;
    expect(await failFromManyAddresses(email, rest)).toEqual(Array(rest).fill(401));
    expect((await signInFromNewAddress(email, TEST_PASSWORD)).status).toBe(429);
  });

  it("lets no more than its limit through when the guesses come all at once", async () => {
    const email = await existingAccount();
    const burst = await Promise.all(
      Array.from({ length: max * 3 }, (_, index) =>
        signInFromNewAddress(email, `errada-${index}-xyz`).then((response) => response.status),
      ),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(max);
    expect(burst.filter((status) => status === 429)).toHaveLength(max * 2);
  }, 60_000);

  it("keeps no e-mail in its counters, only a hash", async () => {
    const email = await existingAccount();
    await signInFromNewAddress(email, "errada-xyz-123");
    const rows = await t.database.db
      .select({ key: requestCounters.key })
      .from(requestCounters)
      .where(like(requestCounters.key, "sign-in:%"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.key).not.toContain("@");
      expect(row.key).toMatch(/^sign-in:[A-Za-z0-9_-]{43}$/);
    }
  });

  it("cannot be dodged by another spelling of the sign-in path", async () => {
    const email = await existingAccount();
    await failFromManyAddresses(email, max);
    for (const path of ["/api/auth/sign-in/email/", "/api/auth/sign-in/email?x=1"]) {
      const response = await new TestBrowser(t).post(path, { email, password: TEST_PASSWORD });
      expect([404, 429], path).toContain(response.status);
    }
  });
});

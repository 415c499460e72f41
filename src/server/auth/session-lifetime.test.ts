import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema.ts";
import { newStaffEmail, signedInStaff, TEST_PASSWORD, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./create-auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const DAY_MS = 24 * 60 * 60 * 1000;

async function sessionRow(userId: string) {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row;
}

/** Moves the user's session back in time, as if it had been refreshed `ageMs` ago. */
async function age(userId: string, ageMs: number): Promise<void> {
  const expiresAt = new Date(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - ageMs);
  await t.database.db.update(sessions).set({ expiresAt }).where(eq(sessions.userId, userId));
}

describe("a session's lifetime", () => {
  it("is pushed back a week when used more than a day after its last refresh", async () => {
    const { browser, userId } = await signedInStaff(t, { admin: true });
    await age(userId, SESSION_UPDATE_AGE_SECONDS * 1000 + 60_000);
    const before = (await sessionRow(userId))?.expiresAt.getTime() ?? 0;

    // The admin API refreshes it too, and sends the renewed cookie back.
    const response = await browser.request("/api/admin/session");
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join("\n")).toMatch(
      /frosty\.session_token=.+Max-Age=604800/,
    );
    const after = (await sessionRow(userId))?.expiresAt.getTime() ?? 0;
    expect(after - before).toBeGreaterThan(DAY_MS - 120_000);
  });

  it("is left alone when used within the day", async () => {
    const { browser, userId } = await signedInStaff(t);
    const before = (await sessionRow(userId))?.expiresAt.getTime();
    const response = await browser.request("/api/auth/get-session");
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await sessionRow(userId))?.expiresAt.getTime()).toBe(before);
  });

  it("ends when it expires: the row goes, the cookie is cleared", async () => {
    const { browser, userId } = await signedInStaff(t, { admin: true });
    await age(userId, SESSION_EXPIRES_IN_SECONDS * 1000 + 1000);
    const response = await browser.request("/api/admin/session");
    expect(response.status).toBe(401);
    expect(browser.cookies.size).toBe(0);
    expect(await sessionRow(userId)).toBeUndefined();
  });

  it("is one per browser: signing out one leaves the other signed in", async () => {
    const email = newStaffEmail();
    const laptop = new TestBrowser(t);
    await laptop.signUp({ email });
    expect((await laptop.signIn(email)).status).toBe(200);
    const phone = new TestBrowser(t);
    expect((await phone.signIn(email)).status).toBe(200);
    await laptop.signOut();
    expect(await (await phone.request("/api/auth/get-session")).json()).not.toBeNull();
  });

  it("survives a password change in the browser that made it", async () => {
    const { browser, email } = await signedInStaff(t);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "sorvete-de-umbu-77",
    });
    expect(response.status).toBe(200);
    expect((await new TestBrowser(t).signIn(email, "sorvete-de-umbu-77")).status).toBe(200);
    expect((await new TestBrowser(t).signIn(email, TEST_PASSWORD)).status).toBe(401);
  });

  it("handles sign-ups arriving together", async () => {
    const email = newStaffEmail();
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => new TestBrowser(t).signUp({ email: newStaffEmail() })),
      new TestBrowser(t).signUp({ email }),
      new TestBrowser(t).signUp({ email }),
      new TestBrowser(t).request("/api/auth/get-session"),
    ]);
    const statuses = results.map((response) => response.status);
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    // The same e-mail twice at once: one account, and both told alike (as for a taken e-mail).
    expect(statuses.slice(4, 6)).toEqual([200, 200]);
    expect(statuses[6]).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });
});

import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema.ts";
import { newStaffEmail, signedUpStaff, TEST_PASSWORD, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { COOKIE_PREFIX, SESSION_EXPIRES_IN_SECONDS } from "./create-auth.ts";
import { authSettingsFromEnv } from "./settings.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;

interface SessionAnswer {
  session: { userId: string; expiresAt: string };
  user: { id: string; name: string; email: string; emailVerified: boolean };
}

async function currentSession(browser: TestBrowser): Promise<SessionAnswer | null> {
  const response = await browser.request("/api/auth/get-session");
  expect(response.status).toBe(200);
  return (await response.json()) as SessionAnswer | null;
}

describe("a staff member's account", () => {
  it("signs up with the full name, signs in, reads the session and signs out", async () => {
    const email = newStaffEmail();
    const signUpBrowser = new TestBrowser(t);
    const signUp = await signUpBrowser.signUp({ name: "Maria das Graças Souza", email });
    expect(signUp.status).toBe(200);
    const created = (await signUp.json()) as { token: null; user: { id: string; name: string } };
    expect(created.user.name).toBe("Maria das Graças Souza");
    // A sign-up signs no one in (it answers a taken e-mail the same way): the pages sign in next.
    expect(created.token).toBeNull();
    expect(signUpBrowser.cookies.has(SESSION_COOKIE)).toBe(false);

    const browser = new TestBrowser(t);
    expect(await currentSession(browser)).toBeNull();
    const signIn = await browser.signIn(email.toUpperCase());
    expect(signIn.status).toBe(200);

    const session = await currentSession(browser);
    expect(session?.user).toMatchObject({
      id: created.user.id,
      name: "Maria das Graças Souza",
      email,
    });

    const signOut = await browser.signOut();
    expect(signOut.status).toBe(200);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await currentSession(browser)).toBeNull();
  });

  it("sets an httpOnly, SameSite=Lax session cookie for a week, not Secure over http", async () => {
    const browser = new TestBrowser(t);
    const email = newStaffEmail();
    await browser.signUp({ email });
    const response = await browser.signIn(email);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(new RegExp(`;\\s*Max-Age=${SESSION_EXPIRES_IN_SECONDS}`, "i"));
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("keeps sessions in the database and deletes the row at sign-out", async () => {
    const browser = new TestBrowser(t);
    const email = newStaffEmail();
    await browser.signUp({ email });
    await browser.signIn(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("user not stored");
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(before).toHaveLength(1);
    expect(before[0]?.ipAddress).toBe(browser.ip);

    await browser.signOut();
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after).toEqual([]);
  });

  it("refuses a cookie replayed after sign-out", async () => {
    const { browser } = await signedUpStaff(t);
    const stolen = browser.cookieHeader;
    await browser.signOut();

    const replay = new TestBrowser(t);
    for (const pair of stolen.split("; ")) {
      const [name = "", value = ""] = pair.split("=");
      replay.cookies.set(name, value);
    }
    expect(await currentSession(replay)).toBeNull();
    const admin = await replay.request("/api/admin/session");
    expect(admin.status).toBe(401);
  });

  it("refuses wrong credentials with a pt-BR message", async () => {
    const email = newStaffEmail();
    await new TestBrowser(t).signUp({ email });
    const browser = new TestBrowser(t);
    for (const attempt of [
      browser.signIn(email, "senha-errada-123"),
      browser.signIn(newStaffEmail(), TEST_PASSWORD),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: "INVALID_EMAIL_OR_PASSWORD",
        message: "E-mail ou senha incorretos",
      });
    }
  });

  it("has no password check for a held session outside the sign-in's limits", async () => {
    // verify-password answered any number of guesses at a signed-in account's password.
    const email = newStaffEmail();
    const browser = new TestBrowser(t);
    await browser.signUp({ email });
    await browser.signIn(email);
    expect(await currentSession(browser)).not.toBeNull();
    for (const password of ["senha-errada-123", TEST_PASSWORD]) {
      const response = await browser.post("/api/auth/verify-password", { password });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    }
  });

  it("answers a sign-up for a taken e-mail as for a new one, and changes nothing", async () => {
    // "Usuário já existe" told anyone which e-mails have accounts, uncounted.
    const email = newStaffEmail();
    await new TestBrowser(t).signUp({ email });
    const name = "Ana\u200B Lima";
    const answer = async (address: string) => {
      const browser = new TestBrowser(t);
      const response = await browser.signUp({ email: address, name, password: "Outra-Senha-987" });
      const body = (await response.json()) as { token: unknown; user: Record<string, unknown> };
      // What differs between any two answers (the id, the address, the time) only as a type.
      const { id, email: typed, createdAt, updatedAt, ...rest } = body.user;
      const kinds = [id, typed, createdAt, updatedAt].map((value) => typeof value);
      return {
        status: response.status,
        cookies: browser.cookies.size,
        token: body.token,
        rest,
        kinds,
      };
    };
    const taken = await answer(email.toUpperCase());
    expect(taken).toEqual(await answer(newStaffEmail()));
    expect(taken).toMatchObject({
      status: 200,
      cookies: 0,
      token: null,
      rest: { name: "Ana Lima" },
    });
    // A name with nothing visible is refused the same way for both.
    for (const address of [email, newStaffEmail()]) {
      const refused = await new TestBrowser(t).signUp({ email: address, name: "\u200B" });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { code: string }).code).toBe("NAME_REQUIRED");
    }

    // The account is untouched: still one, with its own password.
    const accounts = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(accounts).toHaveLength(1);
    expect((await new TestBrowser(t).signIn(email, "Outra-Senha-987")).status).toBe(401);
    expect((await new TestBrowser(t).signIn(email)).status).toBe(200);
  });
});

describe("a shop served over https", () => {
  let secure: TestApp;
  beforeAll(async () => {
    const env = { PORT: 3000, NODE_ENV: "production", TRUSTED_PROXIES: "loopback" } as const;
    secure = await createTestApp({
      auth: authSettingsFromEnv(
        { ...env, PUBLIC_URL: "https://loja.frosty.example" },
        randomBytes(32).toString("base64url"),
      ),
    });
  });
  afterAll(() => secure.database.dispose());

  it("marks the session cookie Secure, with the __Secure- prefix", async () => {
    const browser = new TestBrowser(secure, undefined, "https://loja.frosty.example");
    const email = newStaffEmail();
    await browser.signUp({ email });
    const response = await browser.signIn(email);
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`__Secure-${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    const session = await browser.request("/api/auth/get-session");
    expect(await session.json()).not.toBeNull();
  });
});

import { changeRole } from "#server/auth/roles.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores } from "#server/services/staff-team/memberships.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { RequestTarget } from "./request-target.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

let clients = 0;
let accounts = 0;

/**
 * A client address no other test in this file uses. Rate limits are kept per address, so
 * tests that sign in never count against each other's attempts.
 */
export function newClientIp(): string {
  clients += 1;
  return `10.${Math.floor(clients / 250) % 250}.${clients % 250}.${1 + (process.pid % 250)}`;
}

/** A strong enough password that is on no common list. */
export const TEST_PASSWORD = "picole-de-caja-42";

export function newStaffEmail(): string {
  accounts += 1;
  return `equipe${accounts}.${process.pid}@frosty.test`;
}

/**
 * A browser on the staff pages: keeps the cookies the server sets (and drops the ones it
 * clears), sends them back with a same-origin Origin header, from its own client address.
 * `t`: the test app, or any other target (serverAt: a server process).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly t: RequestTarget,
    readonly ip: string = newClientIp(),
    readonly origin: string = t.origin ?? TEST_ORIGIN,
  ) {}

  /**
   * Another browser holding this one's cookies (a session copied, or stolen): on `target`
   * (another instance; this browser's unless given), from `ip` (an address of its own unless
   * given), sending `origin` (the target's own unless given).
   */
  withSession(options: { target?: RequestTarget; ip?: string; origin?: string } = {}): TestBrowser {
    const target = options.target ?? this.t;
    const copy = new TestBrowser(target, options.ip, options.origin);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set("origin", this.origin);
    headers.set("x-forwarded-for", this.ip);
    if (this.cookies.size > 0) headers.set("cookie", this.cookieHeader);
    if (json !== undefined) headers.set("content-type", "application/json");
    const response = await this.t.request(path, {
      ...rest,
      headers,
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    this.remember(response.headers.getSetCookie());
    return response;
  }

  post(path: string, json: unknown = {}): Promise<Response> {
    return this.request(path, { method: "POST", json });
  }

  signUp(account: { name?: string; email: string; password?: string }): Promise<Response> {
    return this.post("/api/auth/sign-up/email", {
      name: account.name ?? "Equipe Frosty",
      email: account.email,
      password: account.password ?? TEST_PASSWORD,
    });
  }

  signIn(email: string, password: string = TEST_PASSWORD): Promise<Response> {
    return this.post("/api/auth/sign-in/email", { email, password });
  }

  signOut(): Promise<Response> {
    return this.post("/api/auth/sign-out");
  }

  private remember(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (value === "" || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface SignedInStaff {
  browser: TestBrowser;
  email: string;
  userId: string;
}

/**
 * A new account (a fresh address unless `email` is given), signed in as the pages do it (sign-up
 * makes the account, then a sign-in), from a browser of its own, with no role and no store yet:
 * a server the test started grants them its own way (signedInStaff does it on the test app's
 * database).
 */
export async function signedUpStaff(
  target: RequestTarget,
  options: { name?: string; email?: string } = {},
): Promise<SignedInStaff> {
  const browser = new TestBrowser(target);
  const email = options.email ?? newStaffEmail();
  const response = await browser.signUp({ email, ...(options.name ? { name: options.name } : {}) });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  const signIn = await browser.signIn(email);
  if (signIn.status !== 200) {
    throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
  }
  const { user } = (await signIn.json()) as { user: { id: string } };
  return { browser, email, userId: user.id };
}

/**
 * A new staff account, signed in, with the admin role (HQ) when asked, and
 * staff of the given stores when asked.
 */
export async function signedInStaff(
  t: TestApp,
  options: { admin?: boolean; name?: string; stores?: readonly string[] } = {},
): Promise<SignedInStaff> {
  const staff = await signedUpStaff(t, options.name ? { name: options.name } : {});
  const { email } = staff;
  if (options.admin) await changeRole(t.database.db, "grant", email, ADMIN_ROLE);
  if (options.stores) {
    const outcome = await grantStores(t.database.db, email, options.stores, SHELL_GRANTOR);
    if (outcome.kind !== "changed") throw new Error(`staff grant failed: ${outcome.kind}`);
  }
  return staff;
}

import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { runAccessCommand } from "./access-command.ts";
import { expect } from "./test.ts";

export interface StaffAccount {
  name: string;
  email: string;
  password: string;
}

/** A new account with a unique e-mail, so tests never share users. */
export function newStaffAccount(): StaffAccount {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Equipe ${id}`,
    email: `equipe-${id}@frosty.example.com`,
    password: `Gelado-${id}-Forte!`,
  };
}

/**
 * Signs up and then in through the API (Better Auth), as the login page does: `request` keeps
 * the session's cookie. The new account's id.
 */
export async function signUpByApi(
  request: APIRequestContext,
  account: StaffAccount,
): Promise<string> {
  const response = await request.post("/api/auth/sign-up/email", {
    data: { name: account.name, email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  // Sign-up signs no one in (it answers a taken e-mail like a new one): the sign-in does.
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { user: { id: string } }).user.id;
}

/**
 * `npm run admin:grant -- <email> --confirm <id>` against a running server (through its socket):
 * the role goes to the account with that id only (the one the test signed up), as a script must
 * confirm it. The shared e2e server unless another server's data directory is given. In process
 * after the worker's first (access-command.ts).
 */
export async function grantAdmin(
  email: string,
  userId: string,
  dataDir = process.env.FROSTY_E2E_DATA_DIR,
): Promise<void> {
  if (!dataDir) throw new Error("FROSTY_E2E_DATA_DIR is not set");
  await runAccessCommand("admin-role", ["grant", email, "--confirm", userId], dataDir);
}

/**
 * A new account with the admin role (on another server when its data directory is given);
 * signing up signed `request` in as it.
 */
export async function newAdmin(
  request: APIRequestContext,
  dataDir?: string,
): Promise<StaffAccount> {
  const account = newStaffAccount();
  await grantAdmin(account.email, await signUpByApi(request, account), dataDir);
  return account;
}

/** Signs in through the API, as the login page does: `request` keeps the session's cookie. */
export async function signInByApi(
  request: APIRequestContext,
  account: StaffAccount,
  origin?: string,
): Promise<void> {
  const response = await request.post("/api/auth/sign-in/email", {
    ...(origin ? { headers: { origin } } : {}),
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signInOnPage(page: Page, account: StaffAccount): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Senha").fill(account.password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

/** A signed-in admin on the dashboard (of another server when its data directory is given). */
export async function signInAsAdmin(
  page: Page,
  request: APIRequestContext,
  dataDir?: string,
): Promise<StaffAccount> {
  const account = await newAdmin(request, dataDir);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/admin\/pedidos$/);
  await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
  return account;
}

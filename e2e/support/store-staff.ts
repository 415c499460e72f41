import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { runAccessCommand } from "./access-command.ts";
import { clientAddress, collectConsoleErrors } from "./browsers.ts";
import {
  newStaffAccount,
  type StaffAccount,
  signInByApi,
  signInOnPage,
  signUpByApi,
} from "./staff.ts";

/**
 * `npm run staff:grant -- <email> --store <id>… --confirm <id>` against a running server (through
 * its admin socket), confirmed for the account the test signed up: the shared e2e server unless
 * another server's data directory is given. In process after the worker's first
 * (access-command.ts).
 */
export async function grantStores(
  email: string,
  userId: string,
  storeIds: readonly string[],
  dataDir = process.env.FROSTY_E2E_DATA_DIR,
): Promise<void> {
  if (!dataDir) throw new Error("FROSTY_E2E_DATA_DIR is not set");
  const stores = storeIds.flatMap((id) => ["--store", id]);
  const args = ["grant", email, ...stores, "--confirm", userId];
  await runAccessCommand("staff", args, dataDir);
}

/**
 * A new account made staff of these stores (on another server when its data directory is given);
 * signing up signed `request` in as it.
 */
export async function newStoreStaff(
  request: APIRequestContext,
  storeIds: readonly string[],
  dataDir?: string,
): Promise<StaffAccount> {
  const account = newStaffAccount();
  await grantStores(account.email, await signUpByApi(request, account), storeIds, dataDir);
  return account;
}

/**
 * A new account made staff of these stores, signed in on the page (which then shows the panel).
 * Where the panel lands is the caller's to check.
 */
export async function signInAsStoreStaff(
  page: Page,
  request: APIRequestContext,
  storeIds: readonly string[],
  dataDir?: string,
): Promise<StaffAccount> {
  const account = await newStoreStaff(request, storeIds, dataDir);
  await signInOnPage(page, account);
  return account;
}

/**
 * The store's staff on the counter's tablet (1024×768, touch), signed in through the API in a
 * context of its own; its console errors are collected into `errors` when given.
 */
export async function counterTablet(
  browser: Browser,
  baseURL: string,
  dataDir: string,
  storeId: string,
  errors?: string[],
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  if (errors) collectConsoleErrors(page, errors);
  const account = await newStoreStaff(context.request, [storeId], dataDir);
  await signInByApi(page.request, account, baseURL);
  return page;
}

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import { clientAddress, collectConsoleErrors } from "./browsers.ts";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * The app's test: baseURL points at the server global setup started, and a test fails on
 * any console error or uncaught exception in the page.
 */
export const test = base.extend<{
  consoleErrors: string[];
  /** Lets a test expect a console error, e.g. the browser's note on a deliberate 404. */
  allowConsoleError: (pattern: RegExp) => void;
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.FROSTY_E2E_BASE_URL;
    if (!url) throw new Error("FROSTY_E2E_BASE_URL is not set: run through playwright.config.ts");
    await use(url);
  },
  // Sign-in and sign-up are rate limited per client address, and every browser here comes from
  // 127.0.0.1: each test gets an address of its own (the server trusts loopback proxies).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": clientAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      collectConsoleErrors(page, errors);
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
  allowConsoleError: async ({ consoleErrors }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    // Runs before consoleErrors' own check: drop what the test said to expect.
    const unexpected = consoleErrors.filter((error) => !allowed.some((p) => p.test(error)));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  },
});

export { expect };

/**
 * Runs axe-core on the page (injected through the debugger, so the CSP stays strict). A toast
 * fading in or out, or a stacked toast's words fading behind a newer one, is read as low
 * contrast: the check runs with reduced motion (sonner then moves its toasts without
 * transitions) and waits until no toast, nor what is in it, is part-way.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await runAxe(page);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

async function runAxe(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast], [data-sonner-toast] > *")].every(
      // Hidden (0, a toast beyond the visible stack) or fully shown (1): not mid-fade.
      (toast) => ["0", "1"].includes(getComputedStyle(toast).opacity),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is a global injected above
    const result = await (window as any).axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
      },
    });
    return result.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  });
  expect(violations, "accessibility violations").toEqual([]);
}

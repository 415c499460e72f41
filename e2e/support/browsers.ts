import type { Browser, Page, ViewportSize } from "@playwright/test";

/** A client address of its own, 10.x.x.x (the server trusts loopback proxies' forwarded-for). */
export function clientAddress(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/** Collects the page's console errors and uncaught exceptions into `errors`. */
export function collectConsoleErrors(page: Page, errors: string[]): void {
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
}

/**
 * Another browser, as on another device: nothing of the test's storage or cookies, the test's
 * locale and time zone. Its console errors are collected into `errors`, for the test to check.
 */
export async function otherBrowser(
  browser: Browser,
  { baseURL, viewport, errors }: { baseURL: string; viewport: ViewportSize; errors: string[] },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    viewport,
  });
  const page = await context.newPage();
  collectConsoleErrors(page, errors);
  return page;
}

import type { TestBrowser } from "./staff.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

/**
 * A `fetch` for component tests (src/web, jsdom): the web app's requests to /api reach the real
 * app in this process, on its real database, every answer checked against its contract. With a
 * browser, they carry its cookies (a signed-in staff member) as a page of ours would. The web
 * app reads a failed fetch as a network error; so that the test hears the real cause (a broken
 * contract, a server crash), it is also logged with console.error, which fails the test.
 */
export function fetchFromApp(t: TestApp, browser?: TestBrowser): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    try {
      if (browser) return await browser.request(url, init);
      return await t.fetch(new Request(new URL(url, TEST_ORIGIN), init));
    } catch (error) {
      console.error(`fetch ${init?.method ?? "GET"} ${url} failed in the app:`, error);
      throw error;
    }
  };
}

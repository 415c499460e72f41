import { format } from "node:util";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";

// findBy… and waitFor wait for the real app in process (its catalogue, its streams): with two
// test files at once on a 2-core machine an answer can take longer than Testing Library's 1 s
// default (seen in CI). The wait is bounded, as Playwright's expect is (10 s); what it expects
// is unchanged.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrollIntoView: the checkout brings "Quando?" into view
// with it when a slot is refused. Scrolling does nothing here; what the page shows is tested.
if (typeof Element !== "undefined" && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

/**
 * As in the browser suites (e2e/support/test.ts), a test fails on a console.error it did not
 * expect: React's warnings, and a request the real app could not answer (see fetchFromApp).
 */
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  const print = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
    print(...args);
  });
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot unmount by itself after each test.
  cleanup();
  // sonner keeps its toasts in the module and shows them to the next Toaster that mounts.
  toast.dismiss();
  // The server-rendering tests run in Node, as the server does: no localStorage there.
  globalThis.localStorage?.clear();
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${consoleErrors.join("\n")}`);
  }
});

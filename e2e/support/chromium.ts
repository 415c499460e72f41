import { existsSync } from "node:fs";

/** System Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. Never a downloaded browser. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. Install it with \`sudo apt-get install chromium\` ` +
        "(Debian/Ubuntu) or point CHROME_PATH at a Chromium or Chrome binary.",
    );
  }
  return path;
}

/**
 * The flags Chromium needs on these machines (no network): no sandbox as root, no GPU, and no
 * background connections that the closed network would refuse. Playwright adds --headless.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

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

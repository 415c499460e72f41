import type {
  Locator,
  LocatorScreenshotOptions,
  Page,
  PageScreenshotOptions,
  ViewportSize,
} from "@playwright/test";
import { test } from "./test.ts";

/**
 * The documentation's pictures (docs/screenshots/ keeps copies of them) are taken only on demand:
 * `npm run screenshots` sets FROSTY_SCREENSHOTS=1. The test gate checks behaviour and takes none.
 */
export const TAKING_SCREENSHOTS = process.env.FROSTY_SCREENSHOTS === "1";

export const PHONE: ViewportSize = { width: 390, height: 844 };
export const DESKTOP: ViewportSize = { width: 1366, height: 900 };

type PageOptions = Omit<PageScreenshotOptions, "path">;
type LocatorOptions = Omit<LocatorScreenshotOptions, "path"> & {
  /** The page clipped to the locator's box and this many pixels around it (a focus ring). */
  margin?: number;
};

/** Where a picture goes: `<name>.png` in the test's output folder (no machine path in specs). */
const pathOf = (name: string) => test.info().outputPath(`${name.replace(/\.png$/, "")}.png`);

/**
 * A picture for the documentation, `<name>.png`: of the page, or of one element. Only when
 * pictures are asked for (FROSTY_SCREENSHOTS=1); otherwise nothing happens.
 */
export async function documentScreenshot(
  target: Page,
  name: string,
  options?: PageOptions,
): Promise<void>;
export async function documentScreenshot(
  target: Locator,
  name: string,
  options?: LocatorOptions,
): Promise<void>;
export async function documentScreenshot(
  target: Page | Locator,
  name: string,
  options: PageOptions | LocatorOptions = {},
): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  const path = pathOf(name);
  if ("context" in target) {
    await target.screenshot({ ...(options as PageOptions), path });
    return;
  }
  const { margin, ...rest } = options as LocatorOptions;
  if (margin === undefined) {
    await target.screenshot({ ...rest, path });
    return;
  }
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not drawn`);
  await target.page().screenshot({
    path,
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + 2 * margin,
      height: box.height + 2 * margin,
    },
  });
}

/**
 * Steps that serve only the pictures (a viewport of their own, a scroll): run only when pictures
 * are taken. Nothing in them may be asserted on.
 */
export async function whenTakingScreenshots(steps: () => Promise<void>): Promise<void> {
  if (TAKING_SCREENSHOTS) await steps();
}

/**
 * The page on a phone and on a desktop, `<name>-phone.png` and `<name>-desktop.png`: the whole
 * page from the top (`fullPage: false`: the viewport at the top), or only `target`, scrolled to.
 * Either way the page is left at the phone's size, as the tests go on.
 */
export async function documentPhoneAndDesktop(
  page: Page,
  name: string,
  { target, fullPage = true }: { target?: Locator; fullPage?: boolean } = {},
): Promise<void> {
  if (TAKING_SCREENSHOTS) {
    for (const [size, viewport] of [
      ["phone", PHONE],
      ["desktop", DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport);
      if (target) {
        await target.scrollIntoViewIfNeeded();
        await documentScreenshot(target, `${name}-${size}`);
      } else {
        // From the top, so the sticky header sits where it belongs in a full-page picture.
        await page.evaluate(() => window.scrollTo(0, 0));
        await documentScreenshot(page, `${name}-${size}`, { fullPage, scale: "css" });
      }
    }
  }
  const now = page.viewportSize();
  if (now?.width !== PHONE.width || now.height !== PHONE.height) {
    await page.setViewportSize(PHONE);
  }
}

import type { Page } from "@playwright/test";

/**
 * The orders board's alerts, observed. Headless Chromium plays no sound and shows no system
 * notification: these fakes, installed before the app starts, record them instead.
 */

/** Counts the notes the board's chime plays (a fake AudioContext); the count, read later. */
export async function countChimeNotes(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = window as unknown as { notes: number };
    record.notes = 0;
    const node = () => ({ connect: (next: unknown) => next ?? node() });
    class FakeAudioContext {
      state = "running";
      currentTime = 0;
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createOscillator() {
        record.notes += 1;
        return { ...node(), type: "", frequency: {}, start() {}, stop() {} };
      }
      createGain() {
        const ramp = () => undefined;
        return { ...node(), gain: { setValueAtTime: ramp, exponentialRampToValueAtTime: ramp } };
      }
    }
    Object.assign(window, { AudioContext: FakeAudioContext });
  });
  return () => page.evaluate(() => (window as unknown as { notes: number }).notes);
}

/**
 * Records the system notifications the board shows (`title | body`), a fake Notification: the
 * permission granted, or (`"default"`) not asked yet and granted when asked; the list, read
 * later.
 */
export async function recordNotifications(
  page: Page,
  permission: "granted" | "default" = "granted",
): Promise<() => Promise<string[]>> {
  await page.addInitScript((initial) => {
    const record = window as unknown as { notifications: string[] };
    record.notifications = [];
    class FakeNotification {
      static permission = initial;
      static requestPermission() {
        FakeNotification.permission = "granted";
        return Promise.resolve("granted");
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        record.notifications.push(`${title} | ${options.body ?? ""}`);
      }
      close() {}
    }
    Object.assign(window, { Notification: FakeNotification });
  }, permission);
  return () =>
    page.evaluate(() => (window as unknown as { notifications: string[] }).notifications);
}

/**
 * A page nobody has touched yet, until a real (trusted) touch, click or key. Headless Chromium
 * counts Playwright's own checks (`expect(…).toHaveText`, `evaluate`) as user gestures, so
 * `navigator.userActivation` would say the page was touched before the test's first tap: this
 * stands in for it, set as a device sets it.
 */
export async function untouchedUntilTapped(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let touched = false;
    const gesture = (event: Event) => {
      if (event.isTrusted) touched = true;
    };
    for (const type of ["pointerdown", "pointerup", "touchend", "keydown", "click"]) {
      window.addEventListener(type, gesture, { capture: true });
    }
    Object.defineProperty(navigator, "userActivation", {
      configurable: true,
      get: () => ({ hasBeenActive: touched, isActive: touched }),
    });
  });
}

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
 * Records the system notifications the board shows (`title | body`), permission granted (a
 * fake Notification); the list, read later.
 */
export async function recordNotifications(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const record = window as unknown as { notifications: string[] };
    record.notifications = [];
    class FakeNotification {
      static permission = "granted";
      static requestPermission() {
        return Promise.resolve("granted");
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string }) {
        record.notifications.push(`${title} | ${options.body ?? ""}`);
      }
      close() {}
    }
    Object.assign(window, { Notification: FakeNotification });
  });
  return () =>
    page.evaluate(() => (window as unknown as { notifications: string[] }).notifications);
}

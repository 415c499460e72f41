import { describe, expect, it } from "vitest";
import { countdownAnnouncement, formatCountdown } from "./pix-countdown.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe("formatCountdown", () => {
  it.each([
    [30 * MINUTE, "30:00"],
    [29 * MINUTE + 41 * SECOND, "29:41"],
    // A part of a second still counts: the clock reads 00:00 only once the time is up.
    [29 * MINUTE + 40 * SECOND + 1, "29:41"],
    [9 * SECOND, "00:09"],
    [1, "00:01"],
    [0, "00:00"],
    [-5 * SECOND, "00:00"],
    [60 * MINUTE, "1:00:00"],
    [24 * 60 * MINUTE - SECOND, "23:59:59"],
  ])("%i ms → %s", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe("countdownAnnouncement", () => {
  it.each([
    [30 * MINUTE, "Faltam 30 minutos para pagar o Pix."],
    [29 * MINUTE + 41 * SECOND, "Faltam 29 minutos para pagar o Pix."],
    [2 * MINUTE, "Faltam 2 minutos para pagar o Pix."],
    [MINUTE + 59 * SECOND, "Falta 1 minuto para pagar o Pix."],
    [MINUTE, "Falta 1 minuto para pagar o Pix."],
    [59 * SECOND, "Falta menos de 1 minuto para pagar o Pix."],
    [1, "Falta menos de 1 minuto para pagar o Pix."],
    [0, "O prazo para pagar o Pix acabou."],
  ])("%i ms → %s", (ms, text) => {
    expect(countdownAnnouncement(ms)).toBe(text);
  });

  it("changes at minute boundaries only, while the clock changes every second", () => {
    const clocks = new Set<string>();
    const announcements = new Set<string>();
    for (let ms = 30 * MINUTE; ms >= 0; ms -= SECOND) {
      clocks.add(formatCountdown(ms));
      announcements.add(countdownAnnouncement(ms));
    }
    expect(clocks.size).toBe(30 * 60 + 1);
    // 30 … 1 minutes, "less than a minute", and "over".
    expect(announcements.size).toBe(32);
  });

  it("agrees with the clock: the minutes it says are the clock's", () => {
    for (let ms = 3 * MINUTE; ms > MINUTE; ms -= 250) {
      const minutes = Number(formatCountdown(ms).split(":")[0]);
      expect(countdownAnnouncement(ms)).toContain(`${minutes} minuto`);
    }
  });
});

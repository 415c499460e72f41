import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALARM_REPEAT_MS, ringFor, stopAllRinging, stopRinging } from "./new-order-alarm.ts";
import { playNewOrderSound } from "./notification-sound.ts";
import { setSoundOn } from "./sound-preference.ts";
import { SoundUnlock } from "./sound-unlock.tsx";

vi.mock("./notification-sound.ts", () => ({ playNewOrderSound: vi.fn() }));
const chimes = vi.mocked(playNewOrderSound);

beforeEach(() => {
  chimes.mockClear();
  setSoundOn(true);
});
afterEach(() => {
  stopAllRinging();
  vi.useRealTimers();
});

describe("the new-order alarm", () => {
  it("rings at once and again every few seconds until the order is opened", () => {
    vi.useFakeTimers();
    ringFor("ORD-1");
    expect(chimes).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 3);
    expect(chimes).toHaveBeenCalledTimes(4);
    // A second order rings at once too, but the repeats stay one chime at a time.
    ringFor("ORD-2");
    expect(chimes).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(chimes).toHaveBeenCalledTimes(6);

    stopRinging("ORD-1");
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(chimes).toHaveBeenCalledTimes(7);
    stopRinging("ORD-2");
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 5);
    expect(chimes).toHaveBeenCalledTimes(7);
  });

  it("announces an order once, however often its creation is heard", () => {
    vi.useFakeTimers();
    ringFor("ORD-3");
    ringFor("ORD-3");
    expect(chimes).toHaveBeenCalledTimes(1);
  });

  it("keeps quiet with the sound switched off, and rings again once it is back on", () => {
    vi.useFakeTimers();
    setSoundOn(false);
    ringFor("ORD-4");
    vi.advanceTimersByTime(ALARM_REPEAT_MS * 2);
    expect(chimes).not.toHaveBeenCalled();
    setSoundOn(true);
    vi.advanceTimersByTime(ALARM_REPEAT_MS);
    expect(chimes).toHaveBeenCalledTimes(1);
  });
});

describe("the sound's unlock button", () => {
  function activation(hasBeenActive: boolean) {
    Object.defineProperty(navigator, "userActivation", {
      value: { hasBeenActive },
      configurable: true,
    });
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, "userActivation");
  });

  it("asks for a touch while the page may not make sound, and goes once touched", () => {
    activation(false);
    render(<SoundUnlock />);
    const unlock = screen.getByRole("button", { name: "Toque aqui para ativar o som" });
    activation(true);
    act(() => {
      fireEvent.click(unlock);
    });
    // The touch plays the chime, as a test.
    expect(chimes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Toque aqui para ativar o som" })).toBeNull();
  });

  it("says nothing with the sound switched off", () => {
    activation(false);
    setSoundOn(false);
    render(<SoundUnlock />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

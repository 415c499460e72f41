import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ALARM_REPEAT_MS, ringFor, stopAllRinging, stopRinging } from "./new-order-alarm.ts";
import { playNewOrderSound, unlockAudio } from "./notification-sound.ts";
import { isSoundOn, setSoundOn } from "./sound-preference.ts";
import { SoundUnlock } from "./sound-unlock.tsx";

vi.mock("./notification-sound.ts", () => ({ playNewOrderSound: vi.fn(), unlockAudio: vi.fn() }));
const chimes = vi.mocked(playNewOrderSound);
const unlocks = vi.mocked(unlockAudio);

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

describe("the sound's unlock hint", () => {
  function activation(hasBeenActive: boolean) {
    Object.defineProperty(navigator, "userActivation", {
      value: { hasBeenActive },
      configurable: true,
    });
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, "userActivation");
  });

  it("asks for a touch while the page may not make sound; the first touch anywhere unlocks the audio, keeps the hint's place and the preference", () => {
    activation(false);
    render(
      <>
        <SoundUnlock />
        <p>Em outro lugar</p>
      </>,
    );
    const hint = screen.getByTestId("sound-unlock");
    expect(hint.textContent).toBe("Toque na tela para ativar o som");
    expect(hint.getAttribute("aria-hidden")).toBe("false");
    expect(hint.className).not.toContain("invisible");
    // No button: a tap on it is a tap on the page like any other.
    expect(screen.queryByRole("button")).toBeNull();

    activation(true);
    act(() => {
      fireEvent.pointerDown(screen.getByText("Em outro lugar"));
    });
    expect(unlocks).toHaveBeenCalled();
    // Still there, only invisible: nothing beside it moves.
    expect(screen.getByTestId("sound-unlock")).toBe(hint);
    expect(hint.className).toContain("invisible");
    expect(hint.getAttribute("aria-hidden")).toBe("true");
    expect(isSoundOn()).toBe(true);
    expect(chimes).not.toHaveBeenCalled();
  });

  it("says nothing with the sound switched off, and keeps its place", () => {
    activation(false);
    setSoundOn(false);
    render(<SoundUnlock />);
    expect(screen.getByTestId("sound-unlock").className).toContain("invisible");
  });
});

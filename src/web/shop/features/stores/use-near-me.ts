import { useRef, useState } from "react";
import type { LatLng } from "#shared/geo.ts";
import { currentPosition, type PositionFailure } from "./current-position.ts";

/** "Perto de mim": off (the usual order), asking the browser, on (nearest first) or failed. */
export type NearMeState =
  | { status: "off" }
  | { status: "locating" }
  | { status: "on"; position: LatLng }
  | { status: "failed"; failure: PositionFailure };

/**
 * The "Perto de mim" switch of a store list. The position is asked for only when the customer
 * presses it (never on load: a permission prompt nobody asked for is refused, and remembered);
 * pressing it again goes back to the usual order. Starts "off" on the server and in the browser.
 */
export function useNearMe(): { nearMe: NearMeState; toggle(): void } {
  const [nearMe, setNearMe] = useState<NearMeState>({ status: "off" });
  // The latest request: an answer to an earlier one (pressed, turned off, pressed) is dropped.
  const latest = useRef(0);

  const toggle = () => {
    const request = ++latest.current;
    // A second press, while on or still asking, goes back to the usual order.
    if (nearMe.status === "on" || nearMe.status === "locating") {
      setNearMe({ status: "off" });
      return;
    }
    setNearMe({ status: "locating" });
    currentPosition().then(
      (position) => {
        if (latest.current === request) setNearMe({ status: "on", position });
      },
      (failure: PositionFailure) => {
        if (latest.current === request) setNearMe({ status: "failed", failure });
      },
    );
  };

  return { nearMe, toggle };
}

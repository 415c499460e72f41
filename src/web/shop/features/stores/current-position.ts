import type { LatLng } from "#shared/geo.ts";

/** A position up to 10 minutes old will do: stores do not move, and a fresh fix is slow. */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  maximumAge: 10 * 60_000,
  timeout: 15_000,
};

/** Why there is no position: the customer said no, or the browser could not find one. */
export type PositionFailure = "denied" | "unavailable";

/**
 * The customer's position, asked of the browser (which asks the customer the first time).
 * Only from an effect or an event handler: never while rendering, never on the server.
 */
export function currentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject: (failure: PositionFailure) => void) => {
    if (!("geolocation" in navigator)) {
      reject("unavailable");
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      POSITION_OPTIONS,
    );
  });
}

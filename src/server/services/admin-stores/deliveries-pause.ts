import { ApiError } from "#server/http/errors.ts";
import type { StoreHoursInput } from "#shared/admin-stores.ts";
import {
  PAUSE_OF_CLOSED_STORE_MESSAGE,
  pauseEndProblem,
} from "#shared/deliveries-pause-schemas.ts";

const refused = (path: (string | number)[], message: string) =>
  new ApiError(422, "validation_failed", message, [{ path, message }]);

/**
 * What the schema cannot check of a pause of deliveries: its end must be after `now` and at
 * most 24 h ahead, and only an open store pauses deliveries (a closed one takes nothing).
 */
export function checkDeliveriesPause(input: StoreHoursInput, now: Date): void {
  const pause = input.deliveriesPause;
  if (!pause) return;
  if (!input.acceptsOrders) throw refused(["deliveriesPause"], PAUSE_OF_CLOSED_STORE_MESSAGE);
  const problem = pauseEndProblem(pause.until, now);
  if (problem) throw refused(["deliveriesPause", "until"], problem);
}

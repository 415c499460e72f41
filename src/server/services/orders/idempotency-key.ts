import { orderErrors } from "./errors.ts";

/** Long enough to be unguessable when random (a UUID fits), short enough to index cheaply. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,200}$/;

/** The Idempotency-Key header of an order request; refused with a 400 when missing or malformed. */
export function parseIdempotencyKey(header: string | undefined): string {
  if (header === undefined || !IDEMPOTENCY_KEY.test(header)) {
    throw orderErrors.idempotencyKeyRequired();
  }
  return header;
}

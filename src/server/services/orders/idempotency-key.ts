/**
 * An order's Idempotency-Key header (declared in orders.routes.ts; missing or malformed, a 400):
 * long enough to be unguessable when random (a UUID fits), short enough to index cheaply.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,200}$/;

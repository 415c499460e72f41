import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level and undefined members left out, so that two
 * requests that mean the same thing serialize to the same text whatever their key order.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, member]) => `${JSON.stringify(key)}:${canonicalJson(member)}`);
    return `{${members.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * Fingerprint of a validated order request. Hashing the validated body (not the raw bytes)
 * means whitespace, key order and ignored fields such as prices do not make a retry look like
 * a different order.
 */
export function requestHash(validated: unknown): string {
  return createHash("sha256").update(canonicalJson(validated)).digest("hex");
}

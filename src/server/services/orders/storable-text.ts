import { orderErrors } from "./errors.ts";

type Path = (string | number)[];

/** The first string under value holding a NUL character, which PostgreSQL text cannot store. */
function findNul(value: unknown, path: Path): Path | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, member] of Object.entries(value)) {
      const found = findNul(member, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses (422) input that valid JSON can carry but the database would reject with an error:
 * without this check a "\u0000" in a name becomes a 500.
 */
export function assertStorableText(value: unknown): void {
  const path = findNul(value, []);
  if (path) throw orderErrors.unsafeText(path);
}

/**
 * The panel's forms as staff type them (text), read into the API's values and then checked by
 * the API's own schemas (`.pipe(...)`), so a form says what is wrong in the words the server
 * would use: these read the text, or say in pt-BR why it cannot be read at all.
 */
import { z } from "#shared/zod-pt-br.ts";

/** Typed text read into a value, or the field's error when it cannot be read at all. */
export function typedInput<T>(read: (text: string) => T | null, error: string) {
  return z.string().transform((text, ctx) => {
    const value = read(text);
    if (value !== null) return value;
    ctx.addIssue({ code: "custom", message: error });
    return z.NEVER;
  });
}

/** Like typedInput, for an optional field: left blank, it reads as null. */
export function typedInputOrBlank<T>(read: (text: string) => T | null, error: string) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === "") return null;
    const value = read(text);
    if (value !== null) return value;
    ctx.addIssue({ code: "custom", message: error });
    return z.NEVER;
  });
}

/** "30" (spaces around allowed) → 30; null when it is not a whole number. */
export function parseWholeNumber(text: string): number | null {
  const compact = text.trim();
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

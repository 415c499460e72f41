/**
 * Text a person types that other people read (a customer's name in the staff queue and the CSV,
 * a street, a flavour's name on the menu): one rule for every such field, on both sides.
 *
 * - Invisible characters are removed, silently: zero-width spaces and joiners, soft hyphens,
 *   the byte-order mark, word joiners and invisible operators, direction marks, and the
 *   direction embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make
 *   "Ana\u202Eodip" show as "Anapido": every format character (Unicode
 *   category Cf), plus the letters that draw nothing (Hangul fillers, the combining grapheme
 *   joiner, Khmer's invisible vowels). People paste them without knowing (a name copied from
 *   a chat app comes wrapped in isolates), so they are dropped rather than refused; what is
 *   left shows in the order it is stored. A zero-width joiner between two emoji stays: it
 *   draws one emoji (👩‍🍳), it hides nothing.
 * - The rest is put in Unicode NFC, so "é" typed as e + U+0301 is the same name (and matches
 *   the same search) as the precomposed "é".
 * - Control characters (C0, DEL, C1, and the line and paragraph separators) are refused with a
 *   pt-BR message: no keyboard types them into a one-line field, and a terminal escape or a
 *   line break inside a name is an attack or a broken client. A multi-line field (a product
 *   description) still takes line breaks and tabs.
 */
import { z } from "./zod-pt-br.ts";

export const CONTROL_CHARACTER_MESSAGE = "Remova os caracteres de controle do texto";

/**
 * Group 1: a zero-width joiner inside an emoji sequence (kept). Otherwise: an invisible
 * character (removed).
 */
const INVISIBLE =
  /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)(\u200D)(?=\p{Extended_Pictographic})|[\p{Cf}\u115F\u1160\u3164\uFFA0]|\u034F|\u17B4|\u17B5/gu;

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const CONTROL_EXCEPT_LAYOUT = /(?![\t\n\r])[\p{Cc}\u2028\u2029]/u;

/** The text without its invisible characters, in NFC. Idempotent. */
export function cleanText(value: string): string {
  return value.replace(INVISIBLE, (_, joiner: string | undefined) => joiner ?? "").normalize("NFC");
}

/** Whether the text holds a control character (line breaks and tabs allowed when multi-line). */
export function hasControlCharacter(value: string, multiLine = false): boolean {
  return (multiLine ? CONTROL_EXCEPT_LAYOUT : CONTROL).test(value);
}

interface TextOptions {
  /** The message when the value is not a string at all. */
  error?: string;
  /** The message for a control character; CONTROL_CHARACTER_MESSAGE unless the field has its own. */
  control?: string;
}

function cleanString(options: TextOptions, multiLine: boolean) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .overwrite(cleanText)
    .trim()
    .refine(
      (value) => !hasControlCharacter(value, multiLine),
      options.control ?? CONTROL_CHARACTER_MESSAGE,
    );
}

/**
 * A one-line text field (a name, a street, a search): cleaned, trimmed, control characters
 * refused. Chain .min()/.max() for its length, counted on the cleaned text.
 */
export function oneLineText(options: TextOptions = {}) {
  return cleanString(options, false);
}

/** A multi-line text field (a description): as oneLineText, with line breaks and tabs allowed. */
export function multiLineText(options: TextOptions = {}) {
  return cleanString(options, true);
}

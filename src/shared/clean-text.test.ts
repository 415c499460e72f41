import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CONTROL_CHARACTER_MESSAGE,
  cleanText,
  hasControlCharacter,
  multiLineText,
  oneLineText,
} from "./clean-text.ts";

/** What must never reach a name: the characters the issue lists, and their kin. */
const INVISIBLE_CODES = [
  0x00ad, // soft hyphen
  0x034f, // combining grapheme joiner
  0x061c, // Arabic letter mark
  0x115f,
  0x1160,
  0x17b4,
  0x17b5,
  0x180e,
  ...range(0x200b, 0x200f), // zero-width space, (non-)joiner, LRM, RLM
  ...range(0x202a, 0x202e), // embeddings and overrides
  ...range(0x2060, 0x2064), // word joiner, invisible operators
  ...range(0x2066, 0x206f), // isolates and deprecated format characters
  0x3164,
  0xfeff, // byte-order mark
  0xffa0,
  ...range(0xfff9, 0xfffb),
  0xe0001,
  ...range(0xe0020, 0xe007f), // tag characters
];
const INVISIBLE = INVISIBLE_CODES.map((code) => String.fromCodePoint(code));

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Strings thick with invisible characters, controls, combining marks, emoji and RTL letters. */
const hostile = fc
  .array(
    fc.oneof(
      fc.constantFrom(...INVISIBLE),
      fc.constantFrom("\u0000", "\u0007", "\u001b", "\n", "\r", "\t", "\u0085", "\u2028"),
      fc.constantFrom("a", "é", "e\u0301", "\u0301", "🍦", "👩", "🏽", "\uFE0F", "🇧🇷", "ש", "م"),
      fc.string({ unit: "binary", maxLength: 4 }),
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(""));

/** A ZWJ survives only inside an emoji sequence; every other listed character never. */
function strayInvisible(text: string): string | undefined {
  const points = [...text];
  return points.find((char, i) => {
    if (char === "\u200D") {
      const before = points[i - 1] ?? "";
      const after = points[i + 1] ?? "";
      return !(
        /^(\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F)$/u.test(before) &&
        /\p{Extended_Pictographic}/u.test(after)
      );
    }
    return INVISIBLE.includes(char) || /\p{Cf}/u.test(char);
  });
}

describe("cleanText", () => {
  it("never leaves an invisible, zero-width or direction character, and is NFC", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const clean = cleanText(text);
        expect(strayInvisible(clean)).toBeUndefined();
        expect(clean).toBe(clean.normalize("NFC"));
        expect(cleanText(clean)).toBe(clean);
      }),
      { numRuns: 2000 },
    );
  });

  it("removes each listed character wherever it stands", () => {
    for (const char of INVISIBLE) {
      expect(cleanText(`Ana${char} Souza${char}`), char.codePointAt(0)?.toString(16)).toBe(
        "Ana Souza",
      );
    }
    expect(cleanText("Ana\u202Eodip")).toBe("Anaodip");
    expect(cleanText("\u2068Maria\u2069")).toBe("Maria");
  });

  it("leaves ordinary text as it is, emoji sequences and right-to-left letters included", () => {
    for (const text of [
      "João da Conceição",
      "Rua Açaí, 12 – apto. 3º",
      "👩🏽‍🍳 Chef Ana 🇧🇷",
      "👨‍👩‍👧",
      "❤️",
      "مرحبا بالعالم",
      "שלום",
      "Ｆｒｏｓｔｙ",
    ]) {
      expect(cleanText(text)).toBe(text);
    }
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii" }), (text) => {
        expect(cleanText(text)).toBe(text);
      }),
    );
  });

  it("composes what decomposed accents spell", () => {
    expect(cleanText("Jose\u0301")).toBe("José");
    expect(cleanText("Jose\u200B\u0301")).toBe("José");
  });
});

describe("oneLineText and multiLineText", () => {
  const name = oneLineText().min(1, "Informe o nome").max(20, "Longo demais");
  const description = multiLineText().max(200);

  it("give the cleaned, trimmed text, measured after cleaning", () => {
    expect(name.parse("  \u202EAna\u200B Souza\u00AD ")).toBe("Ana Souza");
    expect(name.safeParse("\u200B\uFEFF").error?.issues[0]?.message).toBe("Informe o nome");
    expect(name.parse(`${"a".repeat(20)}${"\u200B".repeat(30)}`)).toBe("a".repeat(20));
  });

  it("refuse control characters in one line, and allow line breaks in many", () => {
    for (const text of ["Ana\nSouza", "Ana\tSouza", "Ana\u0000", "\u001b[31mAna", "a\u2028b"]) {
      expect(name.safeParse(text).error?.issues[0]?.message, JSON.stringify(text)).toBe(
        CONTROL_CHARACTER_MESSAGE,
      );
    }
    expect(description.parse("Cremoso.\r\n\tCom pedaços da fruta.")).toBe(
      "Cremoso.\r\n\tCom pedaços da fruta.",
    );
    expect(description.safeParse("a\u0007b").success).toBe(false);
    expect(
      oneLineText({ control: "Sem quebras" }).safeParse("a\nb").error?.issues[0]?.message,
    ).toBe("Sem quebras");
  });

  it("never accept a value with a control or invisible character", () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const result = name.safeParse(text);
        if (!result.success) return;
        expect(hasControlCharacter(result.data)).toBe(false);
        expect(strayInvisible(result.data)).toBeUndefined();
        expect(result.data).toBe(result.data.trim());
      }),
      { numRuns: 2000 },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasPixText, pixText } from "./pix-text.ts";

describe("pixText", () => {
  it("strips accents and upper-cases", () => {
    expect(pixText("Frosty Picolés", 25)).toBe("FROSTY PICOLES");
    expect(pixText("Açaí do Pará", 25)).toBe("ACAI DO PARA");
    expect(pixText("São João", 25)).toBe("SAO JOAO");
  });

  it("drops apostrophes, turns other symbols into spaces, collapses and trims spaces", () => {
    expect(pixText("  D'Ávila  &  Filhos/Ltda. ", 25)).toBe("DAVILA FILHOS LTDA.");
    expect(pixText("Picolé 🍦 da Esquina!", 25)).toBe("PICOLE DA ESQUINA");
    expect(pixText("Jaboatão dos Guararapes-PE", 40)).toBe("JABOATAO DOS GUARARAPES-PE");
  });

  it("cuts to max characters without a trailing space", () => {
    expect(pixText("São José dos Campos", 15)).toBe("SAO JOSE DOS CA");
    expect(pixText("Rio de Janeiro", 4)).toBe("RIO");
    expect(pixText("Recife", 0)).toBe("");
  });

  it("is empty when nothing printable is left", () => {
    expect(pixText("🍦🍦 — !!", 25)).toBe("");
  });

  it("always gives [A-Z0-9 .-], trimmed, single-spaced, within max", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: 0, max: 30 }), (text, max) => {
        const out = pixText(text, max);
        expect(out).toMatch(/^[A-Z0-9 .-]*$/);
        expect(out.length).toBeLessThanOrEqual(max);
        expect(out).toBe(out.trim());
        expect(out).not.toContain("  ");
      }),
    );
  });
});

describe("hasPixText", () => {
  it("says whether anything is left for the BR Code, whatever the field's limit", () => {
    expect(hasPixText("Frosty Picolés")).toBe(true);
    expect(hasPixText("São Paulo 🍦")).toBe(true);
    for (const nothing of ["ＦＲＯＳＴＹ", "🍦🍦", "— !!", "", "  "]) {
      expect(hasPixText(nothing), nothing).toBe(false);
    }
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        expect(hasPixText(text)).toBe(pixText(text, max) !== "");
      }),
    );
  });
});

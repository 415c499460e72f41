import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BR_AREA_CODES, brPhoneDigits, brPhoneProblem, maskBrPhone } from "./br-phone.ts";

/** Anatel's list as it is usually printed, by state (written again here, not imported). */
const ANATEL_BY_STATE: Record<string, number[]> = {
  SP: [11, 12, 13, 14, 15, 16, 17, 18, 19],
  RJ: [21, 22, 24],
  ES: [27, 28],
  MG: [31, 32, 33, 34, 35, 37, 38],
  PR: [41, 42, 43, 44, 45, 46],
  SC: [47, 48, 49],
  RS: [51, 53, 54, 55],
  DF: [61],
  GO: [62, 64],
  TO: [63],
  MT: [65, 66],
  MS: [67],
  AC: [68],
  RO: [69],
  BA: [71, 73, 74, 75, 77],
  SE: [79],
  PE: [81, 87],
  AL: [82],
  PB: [83],
  RN: [84],
  CE: [85, 88],
  PI: [86, 89],
  PA: [91, 93, 94],
  AM: [92, 97],
  RR: [95],
  AP: [96],
  MA: [98, 99],
};

describe("BR_AREA_CODES", () => {
  it("holds Anatel's 67 area codes, one state each", () => {
    const listed = Object.values(ANATEL_BY_STATE).flat().map(String).sort();
    expect(listed).toHaveLength(67);
    expect([...BR_AREA_CODES].sort()).toEqual(listed);
  });

  it("leaves out the codes that do not exist", () => {
    const missing = [
      10, 20, 23, 25, 26, 29, 30, 36, 39, 40, 50, 52, 56, 57, 58, 59, 60, 70, 72, 76, 78, 80, 90,
    ];
    for (const code of missing) expect(BR_AREA_CODES.has(String(code)), String(code)).toBe(false);
    for (const code of ["00", "01", "09", "1", "111", ""])
      expect(BR_AREA_CODES.has(code)).toBe(false);
  });
});

describe("brPhoneDigits", () => {
  it("keeps the digits of a number with area code", () => {
    expect(brPhoneDigits("(81) 99999-8888")).toBe("81999998888");
    expect(brPhoneDigits("81 3222.1234")).toBe("8132221234");
    expect(brPhoneDigits("")).toBe("");
  });

  it("drops the country code 55 before a whole number", () => {
    expect(brPhoneDigits("+55 81 99999-8888")).toBe("81999998888");
    expect(brPhoneDigits("+55 (11) 3222-1234")).toBe("1132221234");
    expect(brPhoneDigits("5555999998888")).toBe("55999998888");
    expect(brPhoneDigits("555532221234")).toBe("5532221234");
  });

  it("keeps the area code 55 (Rio Grande do Sul) when no country code is in front", () => {
    expect(brPhoneDigits("(55) 99999-8888")).toBe("55999998888");
    expect(brPhoneDigits("(55) 3222-1234")).toBe("5532221234");
    expect(brPhoneDigits("55 9999")).toBe("559999");
  });

  it("drops the trunk prefix 0 and the international 00", () => {
    expect(brPhoneDigits("0 81 99999-8888")).toBe("81999998888");
    expect(brPhoneDigits("(081) 3222-1234")).toBe("8132221234");
    expect(brPhoneDigits("00 55 81 99999-8888")).toBe("81999998888");
    expect(brPhoneDigits("0")).toBe("");
  });

  it("keeps every digit of a number too long, for the check to refuse", () => {
    expect(brPhoneDigits("81 99999-88887")).toBe("819999988887");
    expect(brPhoneDigits("+1 415 555 2671")).toBe("14155552671");
  });
});

describe("brPhoneProblem", () => {
  it("accepts mobiles and landlines with area code, however written", () => {
    for (const phone of [
      "(81) 99999-8888",
      "81999998888",
      "+55 81 99999-8888",
      "+55 (81) 9 9999-8888",
      "0 81 99999-8888",
      "(11) 3222-1234",
      "(55) 2222-1234",
      "(99) 5555-1234",
      "(68) 4000-1234",
      "55 55 99999 8888",
    ]) {
      expect(brPhoneProblem(phone), phone).toBeNull();
    }
  });

  it("asks for the area code when digits are missing", () => {
    for (const phone of ["", "   ", "123", "99999-8888", "3222-1234", "(81) 9999-888"]) {
      expect(brPhoneProblem(phone), phone).toBe("Informe o telefone com DDD");
    }
  });

  it("refuses an area code that does not exist", () => {
    for (const phone of [
      "(20) 99999-8888",
      "(10) 3222-1234",
      "(90) 99999-8888",
      "(52) 3222-1234",
    ]) {
      expect(brPhoneProblem(phone), phone).toBe("DDD inválido");
    }
  });

  it("refuses a mobile without the 9, a landline not starting 2 to 5, too many digits, letters", () => {
    for (const phone of [
      "(81) 89999-8888",
      "(81) 19999-8888",
      "(81) 9999-8888",
      "(81) 6999-8888",
      "(81) 1999-8888",
      "(81) 0999-8888",
      "(81) 99999-88889",
      "+1 (415) 555-2671 0",
      "(81) 99999-888a",
      "81 99999 8888 ramal 2",
    ]) {
      expect(brPhoneProblem(phone), phone).toBe("Telefone inválido");
    }
  });
});

describe("maskBrPhone", () => {
  it("masks as the customer types, one digit at a time", () => {
    const typed = "81999998888";
    const shown = [...typed].map((_, i) => maskBrPhone(typed.slice(0, i + 1)));
    expect(shown).toEqual([
      "(8",
      "(81",
      "(81) 9",
      "(81) 99",
      "(81) 999",
      "(81) 9999",
      "(81) 9999-9",
      "(81) 9999-98",
      "(81) 9999-988",
      "(81) 9999-9888",
      "(81) 99999-8888",
    ]);
  });

  it("re-masks what the field already shows plus the new key", () => {
    let value = "";
    for (const key of "1132221234") value = maskBrPhone(value + key);
    expect(value).toBe("(11) 3222-1234");
    value = maskBrPhone(`${value}5`);
    expect(value).toBe("(11) 32221-2345");
    expect(maskBrPhone(`${value}6`)).toBe("(11) 32221-2345");
  });

  it("deletes backwards without sticking on a parenthesis or dash", () => {
    expect(maskBrPhone("(81) 9999-")).toBe("(81) 9999");
    expect(maskBrPhone("(81) ")).toBe("(81");
    expect(maskBrPhone("(8")).toBe("(8");
    expect(maskBrPhone("(")).toBe("");
  });

  it("masks pasted numbers with country code, trunk prefix or other separators", () => {
    expect(maskBrPhone("+55 81 99999-8888")).toBe("(81) 99999-8888");
    expect(maskBrPhone("+55 (11) 3222-1234")).toBe("(11) 3222-1234");
    expect(maskBrPhone("081 3222 1234")).toBe("(81) 3222-1234");
    expect(maskBrPhone("81.99999.8888")).toBe("(81) 99999-8888");
    expect(maskBrPhone("tel: 81 99999 8888")).toBe("(81) 99999-8888");
  });

  it("keeps at most 11 digits", () => {
    expect(maskBrPhone("819999988887777")).toBe("(81) 99999-8888");
  });

  it("gives back the same number: masked, a valid phone has the same digits and stays valid", () => {
    const codes = [...BR_AREA_CODES];
    const phone = fc.oneof(
      fc.tuple(fc.constantFrom(...codes), fc.stringMatching(/^9\d{8}$/)),
      fc.tuple(fc.constantFrom(...codes), fc.stringMatching(/^[2-5]\d{7}$/)),
    );
    fc.assert(
      fc.property(phone, fc.constantFrom("", "+55 ", "0", "55"), ([area, number], prefix) => {
        const digits = area + number;
        const masked = maskBrPhone(prefix + digits);
        expect(brPhoneDigits(masked)).toBe(digits);
        expect(maskBrPhone(masked)).toBe(masked);
        expect(brPhoneProblem(masked)).toBeNull();
        expect(masked).toMatch(/^\(\d\d\) \d{4,5}-\d{4}$/);
      }),
    );
  });
});

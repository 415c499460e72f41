import fc from "fast-check";
import { hasError, isStaticPix, parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { buildPixPayload, PIX_TXID_PATTERN, type PixPayloadInput, pixAmount } from "./br-code.ts";
import { crc16CcittFalse } from "./crc16.ts";
import { normalizePixKey, type PixKeyType, pixKeyProblem } from "./pix-key.ts";
import { pixText } from "./pix-text.ts";

/**
 * Golden payloads: assembled field by field outside this code (Python, CRC by binascii.crc_hqx
 * with initial value 0xFFFF) and read back by pix-utils' parser.
 */
const GOLDEN: { input: PixPayloadInput; payload: string }[] = [
  {
    input: {
      key: "+5581999999999",
      merchantName: "Frosty Picolés",
      merchantCity: "Recife",
      amountCents: 2298,
      txid: "ABC123",
    },
    payload:
      "00020101021226360014br.gov.bcb.pix0114+5581999999999520400005303986540522.985802BR" +
      "5914FROSTY PICOLES6006RECIFE62100506ABC123630470C8",
  },
  {
    input: {
      key: "52998224725",
      merchantName: "Sorveteria São João & Cia Ltda.",
      merchantCity: "São José dos Campos",
      amountCents: 1,
      txid: "Pedido2025X0000000000001Z",
    },
    payload:
      "00020101021226330014br.gov.bcb.pix01115299822472552040000530398654040.015802BR" +
      "5925SORVETERIA SAO JOAO CIA L6015SAO JOSE DOS CA62290525Pedido2025X0000000000001Z6304BB16",
  },
  {
    input: {
      key: "pix@frosty.com.br",
      merchantName: "Açaí do Pará",
      merchantCity: "Belém",
      amountCents: 123_456_789,
      txid: "F1",
    },
    payload:
      "00020101021226390014br.gov.bcb.pix0117pix@frosty.com.br52040000530398654101234567.89" +
      "5802BR5912ACAI DO PARA6005BELEM62060502F163045E5A",
  },
  {
    input: {
      key: "123e4567-e89b-42d3-a456-426614174000",
      merchantName: "Frosty",
      merchantCity: "Recife",
      amountCents: 1000,
      txid: "T9",
    },
    payload:
      "00020101021226580014br.gov.bcb.pix0136123e4567-e89b-42d3-a456-426614174000520400005303986" +
      "540510.005802BR5906FROSTY6006RECIFE62060502T963049D72",
  },
];

const VALID: PixPayloadInput = GOLDEN[0]?.input as PixPayloadInput;

/** Parses a payload with pix-utils and returns its static fields (fails the test otherwise). */
function parsed(payload: string) {
  const pix = parsePix(payload);
  if (hasError(pix)) throw new Error(`pix-utils refused ${payload}: ${pix.message}`);
  if (!isStaticPix(pix)) throw new Error(`pix-utils did not read a static Pix: ${payload}`);
  return pix;
}

/** Top-level EMV fields by id, read by this test (not by the code under test). */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < payload.length; ) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out.set(id, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return out;
}

describe("buildPixPayload", () => {
  it.each(GOLDEN)("builds the golden payload for $input.key", ({ input, payload }) => {
    expect(buildPixPayload(input)).toBe(payload);
    const pix = parsed(payload);
    expect(pix.pixKey).toBe(input.key);
    expect(pix.transactionAmount).toBe(input.amountCents / 100);
    expect(pix.txid).toBe(input.txid);
  });

  it("refuses a txid that is empty, too long or has anything but letters and digits", () => {
    for (const txid of ["", "A".repeat(26), "ABC-123", "ABC 123", "pedido_1", "***", "ÁBC"]) {
      expect(() => buildPixPayload({ ...VALID, txid }), txid).toThrow(/txid/);
    }
    expect(buildPixPayload({ ...VALID, txid: "A".repeat(25) })).toContain(
      "0525AAAAAAAAAAAAAAAAAAAAAAAAA",
    );
  });

  it("refuses an amount that is not a positive integer of cents", () => {
    for (const amountCents of [0, -1, 12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => buildPixPayload({ ...VALID, amountCents }), String(amountCents)).toThrow(
        /amount/,
      );
    }
  });

  it("refuses a key that is empty, too long or not printable ASCII", () => {
    for (const key of ["", "a".repeat(78), "chave com espaço", "joão@frosty.com.br"]) {
      expect(() => buildPixPayload({ ...VALID, key }), key).toThrow(/key/);
    }
  });

  it("refuses a name or city with nothing left once reduced to ASCII", () => {
    expect(() => buildPixPayload({ ...VALID, merchantName: "🍦!" })).toThrow(/name/);
    expect(() => buildPixPayload({ ...VALID, merchantCity: " " })).toThrow(/city/);
  });
});

describe("pixAmount", () => {
  it("writes cents with a dot and two decimals", () => {
    expect(pixAmount(1)).toBe("0.01");
    expect(pixAmount(10)).toBe("0.10");
    expect(pixAmount(100)).toBe("1.00");
    expect(pixAmount(2298)).toBe("22.98");
    expect(pixAmount(999_999_999_999)).toBe("9999999999.99");
    expect(() => pixAmount(1_000_000_000_000)).toThrow(/13 characters/);
  });
});

describe("PIX_TXID_PATTERN", () => {
  it("is 1–25 letters and digits", () => {
    expect(PIX_TXID_PATTERN.test("a")).toBe(true);
    expect(PIX_TXID_PATTERN.test("Z9".repeat(12))).toBe(true);
    expect(PIX_TXID_PATTERN.test("")).toBe(false);
    expect(PIX_TXID_PATTERN.test("x".repeat(26))).toBe(false);
  });
});

// Check digits below by the textbook formula (sum × 10 mod 11, mod 10), apart from br-documents.
const digitsArb = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .filter((ds) => new Set(ds).size > 1);

/** A key of each type as someone might type it, with its type. */
const typedKeyArb: fc.Arbitrary<{ type: PixKeyType; typed: string }> = fc.oneof(
  digitsArb(9).chain((base) => {
    // CPF weights: 10..2, then 11..2; index i of the final digits gets weight (n + 1 − i).
    const cpf = (() => {
      const ds = [...base];
      for (const n of [9, 10]) {
        const sum = ds.reduce((acc, d, i) => acc + d * (n + 1 - i), 0);
        ds.push(((sum * 10) % 11) % 10);
      }
      return ds.join("");
    })();
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    return fc.constantFrom(cpf, formatted).map((typed) => ({ type: "cpf" as const, typed }));
  }),
  digitsArb(12).chain((base) => {
    const weights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const ds = [...base];
    for (const offset of [1, 0]) {
      const sum = ds.reduce((acc, d, i) => acc + d * (weights[i + offset] ?? 0), 0);
      ds.push(((sum * 10) % 11) % 10);
    }
    const c = ds.join("");
    const formatted = `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
    return fc.constantFrom(c, formatted).map((typed) => ({ type: "cnpj" as const, typed }));
  }),
  fc
    .tuple(
      fc.constantFrom("11", "21", "31", "55", "61", "71", "81", "85", "92", "99"),
      fc.stringMatching(/^\d{8}$/),
      fc.constantFrom("+55 (D) 9N", "(D) 9N", "D9N", "+55D9N", "55 D 9N"),
    )
    .map(([ddd, number, shape]) => ({
      type: "phone" as const,
      typed: shape.replace("D", ddd).replace("N", `${number.slice(0, 4)}-${number.slice(4)}`),
    })),
  fc
    .tuple(
      fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9._+-]{0,24}$/),
      fc.stringMatching(/^[a-z0-9]{1,20}$/),
      fc.constantFrom("com", "com.br", "org.br", "net"),
    )
    .map(([local, domain, tld]) => ({
      type: "email" as const,
      typed: ` ${local}@${domain}.${tld}`,
    })),
  fc.uuid().map((uuid) => ({ type: "random" as const, typed: uuid.toUpperCase() })),
);

/** Names and cities with accents, symbols and emoji, with at least one letter somewhere. */
const placeArb = fc
  .string({
    unit: fc.constantFrom(..."aáàâãeéêiíoóôõuúüçcnñAÁÇZ09 &'/@!-.,ßæ🍦—".split(/(?:)/u)),
    maxLength: 40,
  })
  .map((s) => `${s}Frosty`);

describe("buildPixPayload, for any key, amount, name, city and txid", () => {
  it("gives ASCII within the field limits that pix-utils reads back the same", () => {
    fc.assert(
      fc.property(
        typedKeyArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        placeArb,
        placeArb,
        fc.stringMatching(/^[A-Za-z0-9]{1,25}$/),
        ({ type, typed }, amountCents, merchantName, merchantCity, txid) => {
          expect(pixKeyProblem(type, typed)).toBeNull();
          const key = normalizePixKey(type, typed);
          const payload = buildPixPayload({ key, merchantName, merchantCity, amountCents, txid });

          for (const char of payload) {
            const code = char.charCodeAt(0);
            expect(code >= 32 && code <= 126, payload).toBe(true);
          }
          const top = fields(payload);
          expect([...top.keys()]).toEqual([
            "00",
            "01",
            "26",
            "52",
            "53",
            "54",
            "58",
            "59",
            "60",
            "62",
            "63",
          ]);
          expect(top.get("54")).toMatch(/^\d+\.\d\d$/);
          expect(top.get("59")?.length).toBeLessThanOrEqual(25);
          expect(top.get("60")?.length).toBeLessThanOrEqual(15);
          expect(top.get("59")).toBe(pixText(merchantName, 25));
          expect(top.get("60")).toBe(pixText(merchantCity, 15));
          expect(payload.slice(-8, -4)).toBe("6304");
          expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));

          const pix = parsed(payload); // pix-utils checks the CRC itself
          expect(pix.pixKey).toBe(key);
          expect(Math.round((pix.transactionAmount ?? 0) * 100)).toBe(amountCents);
          expect(pix.txid).toBe(txid);
          expect(pix.merchantName).toBe(top.get("59"));
          expect(pix.merchantCity).toBe(top.get("60"));
        },
      ),
      { numRuns: 500 },
    );
  });
});

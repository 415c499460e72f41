import { describe, expect, it } from "vitest";
import { formatCpf, isValidCnpj, isValidCpf, onlyDigits } from "./br-documents.ts";

describe("onlyDigits", () => {
  it("keeps the digits in order", () => {
    expect(onlyDigits("123.456.789-09")).toBe("12345678909");
    expect(onlyDigits("+55 (81) 99999-0000")).toBe("5581999990000");
    expect(onlyDigits("abc")).toBe("");
  });
});

describe("isValidCpf", () => {
  it("accepts CPFs with right check digits, formatted or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("111.444.777-35")).toBe(true);
    expect(isValidCpf("123.456.789-09")).toBe(true);
    expect(isValidCpf(" 123 456 789 09 ")).toBe(true);
  });

  it("refuses a wrong check digit", () => {
    expect(isValidCpf("529.982.247-26")).toBe(false);
    expect(isValidCpf("529.982.247-15")).toBe(false);
    expect(isValidCpf("123.456.789-00")).toBe(false);
  });

  it("refuses the same digit throughout, though the arithmetic passes", () => {
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
  });

  it("refuses other lengths and other characters", () => {
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("")).toBe(false);
    expect(isValidCpf("529a982247-25")).toBe(false);
    expect(isValidCpf("11.222.333/0001-81")).toBe(false);
  });
});

describe("isValidCnpj", () => {
  it("accepts CNPJs with right check digits, formatted or not", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
    expect(isValidCnpj("11222333000181")).toBe(true);
    expect(isValidCnpj("11.444.777/0001-61")).toBe(true);
    expect(isValidCnpj("33.000.167/0001-01")).toBe(true);
    expect(isValidCnpj("06.990.590/0001-23")).toBe(true);
  });

  it("refuses a wrong check digit, same digit throughout, other lengths", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-91")).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
    expect(isValidCnpj("1122233300018")).toBe(false);
    expect(isValidCnpj("529.982.247-25")).toBe(false);
    expect(isValidCnpj("11.222.333/0001-8X")).toBe(false);
  });
});

describe("formatCpf", () => {
  it("masks whatever digits were typed", () => {
    expect(formatCpf("")).toBe("");
    expect(formatCpf("1")).toBe("1");
    expect(formatCpf("123")).toBe("123");
    expect(formatCpf("1234")).toBe("123.4");
    expect(formatCpf("123456")).toBe("123.456");
    expect(formatCpf("1234567")).toBe("123.456.7");
    expect(formatCpf("123456789")).toBe("123.456.789");
    expect(formatCpf("1234567890")).toBe("123.456.789-0");
    expect(formatCpf("12345678909")).toBe("123.456.789-09");
  });

  it("ignores non-digits, reformats a formatted CPF, and stops at 11 digits", () => {
    expect(formatCpf("123.456.789-09")).toBe("123.456.789-09");
    expect(formatCpf("123.45")).toBe("123.45");
    expect(formatCpf("a1b2c3d4")).toBe("123.4");
    expect(formatCpf("123456789012345")).toBe("123.456.789-01");
  });
});

import { describe, expect, it } from "vitest";
import {
  detectPixKeyType,
  normalizePixKey,
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  pixKeyProblem,
} from "./pix-key.ts";

describe("PIX_KEY_TYPES", () => {
  it("has a pt-BR label for each type", () => {
    expect(PIX_KEY_TYPES.map((type) => PIX_KEY_TYPE_LABELS[type])).toEqual([
      "CPF",
      "CNPJ",
      "Telefone",
      "E-mail",
      "Chave aleatória",
    ]);
  });
});

describe("normalizePixKey", () => {
  it("keeps the digits of a CPF or CNPJ", () => {
    expect(normalizePixKey("cpf", " 529.982.247-25 ")).toBe("52998224725");
    expect(normalizePixKey("cnpj", "11.222.333/0001-81")).toBe("11222333000181");
  });

  it("writes a phone as +55, DDD and number, however it was typed", () => {
    for (const typed of [
      "+55 81 99999-9999",
      "+55 (81) 99999-9999",
      "+5581999999999",
      "(81) 99999-9999",
      "81 999999999",
      "81999999999",
      "55 81 99999 9999",
      "5581999999999",
      "081 99999-9999",
    ]) {
      expect(normalizePixKey("phone", typed), typed).toBe("+5581999999999");
    }
    expect(normalizePixKey("phone", "(81) 3222-1234")).toBe("+558132221234");
    // DDD 55 (Santa Maria, RS) without the country code stays a DDD.
    expect(normalizePixKey("phone", "(55) 99999-8888")).toBe("+5555999998888");
    expect(normalizePixKey("phone", "+55 55 99999-8888")).toBe("+5555999998888");
    // Another country's code is kept, for pixKeyProblem to refuse.
    expect(normalizePixKey("phone", "+1 202 555 0100")).toBe("+12025550100");
  });

  it("trims and lower-cases an e-mail or random key", () => {
    expect(normalizePixKey("email", "  Pix@Frosty.COM.br ")).toBe("pix@frosty.com.br");
    expect(normalizePixKey("random", " 123E4567-E89B-42D3-A456-426614174000 ")).toBe(
      "123e4567-e89b-42d3-a456-426614174000",
    );
  });
});

describe("pixKeyProblem", () => {
  it("accepts valid keys of each type", () => {
    expect(pixKeyProblem("cpf", "529.982.247-25")).toBeNull();
    expect(pixKeyProblem("cpf", "52998224725")).toBeNull();
    expect(pixKeyProblem("cnpj", "11.222.333/0001-81")).toBeNull();
    expect(pixKeyProblem("phone", "+55 81 99999-9999")).toBeNull();
    expect(pixKeyProblem("phone", "(81) 3222-1234")).toBeNull();
    expect(pixKeyProblem("email", "Pix@Frosty.com.br")).toBeNull();
    expect(pixKeyProblem("email", "financeiro+pix@sorveteria-recife.com.br")).toBeNull();
    expect(pixKeyProblem("random", "123e4567-e89b-42d3-a456-426614174000")).toBeNull();
  });

  it("asks for a key when there is none", () => {
    for (const type of PIX_KEY_TYPES)
      expect(pixKeyProblem(type, "  ")).toBe("Informe a chave Pix.");
  });

  it("checks a CPF's length and check digits", () => {
    expect(pixKeyProblem("cpf", "529.982.247-2")).toBe("O CPF tem 11 dígitos.");
    expect(pixKeyProblem("cpf", "529.982.247-26")).toBe("CPF inválido: confira os dígitos.");
    expect(pixKeyProblem("cpf", "111.111.111-11")).toBe("CPF inválido: confira os dígitos.");
    expect(pixKeyProblem("cpf", "CPF 529.982.247-25")).toBe("CPF inválido: confira os dígitos.");
  });

  it("checks a CNPJ's length and check digits", () => {
    expect(pixKeyProblem("cnpj", "529.982.247-25")).toBe("O CNPJ tem 14 dígitos.");
    expect(pixKeyProblem("cnpj", "11.222.333/0001-82")).toBe("CNPJ inválido: confira os dígitos.");
    expect(pixKeyProblem("cnpj", "00000000000000")).toBe("CNPJ inválido: confira os dígitos.");
  });

  it("refuses a phone without a DDD, with a bad number, from abroad or with letters", () => {
    for (const typed of [
      "99999-9999",
      "(01) 99999-9999",
      "(52) 99999-9999",
      "(20) 99999-9999",
      "(81) 89999-9999",
      "(81) 1222-1234",
      "+55 81 99999-99999",
      "+1 202 555 0100",
      "+55 81 9999X-9999",
    ]) {
      expect(pixKeyProblem("phone", typed), typed).toBe(
        "Telefone inválido: use +55, o DDD e o número (ex.: +55 81 99999-9999).",
      );
    }
  });

  it("checks an e-mail's shape and its 77-character limit", () => {
    for (const typed of [
      "pix",
      "pix@",
      "@frosty.com",
      "pix@frosty",
      "pix @frosty.com",
      "a@b@c.com",
    ]) {
      expect(pixKeyProblem("email", typed), typed).toBe("E-mail inválido.");
    }
    const domain = "@frosty.com.br";
    expect(pixKeyProblem("email", "a".repeat(77 - domain.length) + domain)).toBeNull();
    expect(pixKeyProblem("email", "a".repeat(78 - domain.length) + domain)).toBe(
      "O e-mail da chave Pix tem no máximo 77 caracteres.",
    );
  });

  it("wants a random key as a UUID", () => {
    for (const typed of [
      "123e4567e89b42d3a456426614174000",
      "123e4567-e89b-42d3-a456-42661417400",
      "123e4567-e89b-42d3-a456-42661417400g",
      "{123e4567-e89b-42d3-a456-426614174000}",
    ]) {
      expect(pixKeyProblem("random", typed), typed).toMatch(/^Chave aleatória inválida/);
    }
  });
});

describe("detectPixKeyType", () => {
  it("guesses the type of a typed key", () => {
    expect(detectPixKeyType("pix@frosty.com.br")).toBe("email");
    expect(detectPixKeyType("123E4567-E89B-42D3-A456-426614174000")).toBe("random");
    expect(detectPixKeyType("+55 81 99999-9999")).toBe("phone");
    expect(detectPixKeyType("(81) 99999-9999")).toBe("phone");
    expect(detectPixKeyType("81999999999")).toBe("phone");
    expect(detectPixKeyType("529.982.247-25")).toBe("cpf");
    expect(detectPixKeyType("52998224725")).toBe("cpf");
    expect(detectPixKeyType("11.222.333/0001-81")).toBe("cnpj");
  });

  it("gives null when no type fits", () => {
    for (const typed of ["", "pix@", "12345", "529.982.247-26", "(81) 1234", "frosty"]) {
      expect(detectPixKeyType(typed), typed).toBeNull();
    }
  });
});

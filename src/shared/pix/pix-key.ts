/**
 * Pix keys (chaves Pix) of the five kinds the Banco Central's directory (DICT) knows: CPF, CNPJ,
 * phone, e-mail and random key (EVP). Normalizes a typed key to the form that goes into a BR
 * Code and says in pt-BR what is wrong with one. Pure, no zod: shop pages import it.
 */
import { isValidCnpj, isValidCpf, onlyDigits } from "#shared/br-documents.ts";

export const PIX_KEY_TYPES = ["cpf", "cnpj", "phone", "email", "random"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  phone: "Telefone",
  email: "E-mail",
  random: "Chave aleatória",
};

/** The longest e-mail key the DICT accepts. */
export const PIX_EMAIL_KEY_MAX = 77;

/** Brazil's 67 area codes (DDD), as ANATEL assigns them. */
const DDD = "(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])";
/** "+55", a DDD and a number: 9 digits starting with 9 (mobile), or 8 digits (landline). */
const PHONE_KEY = new RegExp(`^\\+55${DDD}(?:9\\d{8}|[2-9]\\d{7})$`);
/** The DICT's e-mail shape, lower-case; the domain here also needs a dot. */
const EMAIL_KEY =
  /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** A random key (EVP) is a UUID, lower-case: 8-4-4-4-12 hex digits. */
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What a typed phone may contain: digits, "+", spaces, parentheses, dots and hyphens. */
const PHONE_TEXT = /^[\d\s()+.-]*$/;

/**
 * The key as it goes into a BR Code: CPF and CNPJ as digits; a phone as "+55" + DDD + number
 * (typed with or without +55, spaces, parentheses or hyphens; a number with another country
 * code keeps it, for pixKeyProblem to refuse); e-mail and random key trimmed and lower-cased.
 */
export function normalizePixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case "cpf":
    case "cnpj":
      return onlyDigits(key);
    case "phone": {
      const text = key.trim();
      const digits = onlyDigits(text);
      if (text.startsWith("+")) return `+${digits}`;
      // 12 or 13 digits starting 55 carry the country; 12 starting 0 are "0" + DDD + mobile.
      if (digits.length >= 12 && digits.startsWith("55")) return `+${digits}`;
      if (digits.length === 12 && digits.startsWith("0")) return `+55${digits.slice(1)}`;
      return `+55${digits}`;
    }
    case "email":
    case "random":
      return key.trim().toLowerCase();
  }
}

/** What is wrong with a typed key of this type, in pt-BR; null when it is a valid key. */
export function pixKeyProblem(type: PixKeyType, key: string): string | null {
  if (key.trim() === "") return "Informe a chave Pix.";
  const normalized = normalizePixKey(type, key);
  switch (type) {
    case "cpf":
      if (onlyDigits(key).length !== 11) return "O CPF tem 11 dígitos.";
      return isValidCpf(key) ? null : "CPF inválido: confira os dígitos.";
    case "cnpj":
      if (onlyDigits(key).length !== 14) return "O CNPJ tem 14 dígitos.";
      return isValidCnpj(key) ? null : "CNPJ inválido: confira os dígitos.";
    case "phone":
      if (PHONE_TEXT.test(key) && PHONE_KEY.test(normalized)) return null;
      return "Telefone inválido: use +55, o DDD e o número (ex.: +55 81 99999-9999).";
    case "email":
      if (normalized.length > PIX_EMAIL_KEY_MAX) {
        return `O e-mail da chave Pix tem no máximo ${PIX_EMAIL_KEY_MAX} caracteres.`;
      }
      return EMAIL_KEY.test(normalized) ? null : "E-mail inválido.";
    case "random":
      return RANDOM_KEY.test(normalized)
        ? null
        : "Chave aleatória inválida: são 36 caracteres no formato 00000000-0000-0000-0000-000000000000.";
  }
}

/**
 * A best guess at a typed key's type, for prefilling the type picker: an "@" means e-mail, a
 * UUID a random key, a "+" or parentheses a phone; 11 digits a CPF when its check digits hold
 * (else a phone), 14 a CNPJ. Null when no type fits.
 */
export function detectPixKeyType(key: string): PixKeyType | null {
  const text = key.trim();
  if (text === "") return null;
  if (text.includes("@")) return pixKeyProblem("email", text) === null ? "email" : null;
  if (RANDOM_KEY.test(text.toLowerCase())) return "random";
  // Dots and slashes are how documents are written, not phones.
  const phone = !/[./]/.test(text) && pixKeyProblem("phone", text) === null;
  if (/[+()]/.test(text)) return phone ? "phone" : null;
  if (isValidCpf(text)) return "cpf";
  if (isValidCnpj(text)) return "cnpj";
  return phone ? "phone" : null;
}

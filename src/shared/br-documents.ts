/**
 * Brazilian documents: CPF (people) and CNPJ (companies). Check digits by the Receita Federal's
 * mod-11 rule, and the CPF mask for an input field. Pure, no zod: shop pages import it.
 */

/** The decimal digits of a text, in order: "123.456.789-09" → "12345678909". */
export function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** What a typed document may contain besides digits: the usual separators and spaces. */
const DOCUMENT_TEXT = /^[\d\s./-]*$/;

/** A mod-11 check digit over `digits` with the given weights (rest < 2 → 0, else 11 − rest). */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Digits of a document of `length` digits, or null when the text is something else. */
function documentDigits(text: string, length: number): string | null {
  if (!DOCUMENT_TEXT.test(text)) return null;
  const digits = onlyDigits(text);
  // Same digit throughout (000… to 999…) passes the arithmetic but is never issued.
  if (digits.length !== length || /^(\d)\1*$/.test(digits)) return null;
  return digits;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A CPF, formatted ("123.456.789-09") or digits only: 11 digits with both check digits right. */
export function isValidCpf(text: string): boolean {
  const digits = documentDigits(text, 11);
  if (digits === null) return false;
  return (
    checkDigit(digits, CPF_WEIGHTS_1) === Number(digits[9]) &&
    checkDigit(digits, CPF_WEIGHTS_2) === Number(digits[10])
  );
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A CNPJ, formatted ("11.222.333/0001-81") or digits only: 14 digits, both check digits right. */
export function isValidCnpj(text: string): boolean {
  const digits = documentDigits(text, 14);
  if (digits === null) return false;
  return (
    checkDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) &&
    checkDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13])
  );
}

/**
 * The CPF mask "000.000.000-00" over whatever digits were typed (at most 11), for an input
 * field: "1234" → "123.4", "12345678909" → "123.456.789-09".
 */
export function formatCpf(text: string): string {
  const d = onlyDigits(text).slice(0, 11);
  let out = d.slice(0, 3);
  if (d.length > 3) out += `.${d.slice(3, 6)}`;
  if (d.length > 6) out += `.${d.slice(6, 9)}`;
  if (d.length > 9) out += `-${d.slice(9, 11)}`;
  return out;
}

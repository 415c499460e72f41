/**
 * Brazilian phone numbers as customers type them: the area code (DDD) and the number, 10 digits
 * for a landline and 11 for a mobile (Anatel's numbering plan). Pure, used by the shop's form
 * and by the server alike.
 */

/** Anatel's 67 area codes (Códigos Nacionais). Those missing (20, 23, 25, …) do not exist. */
export const BR_AREA_CODES: ReadonlySet<string> = new Set([
  // SP
  ...["11", "12", "13", "14", "15", "16", "17", "18", "19"],
  // RJ, ES
  ...["21", "22", "24", "27", "28"],
  // MG
  ...["31", "32", "33", "34", "35", "37", "38"],
  // PR, SC
  ...["41", "42", "43", "44", "45", "46", "47", "48", "49"],
  // RS
  ...["51", "53", "54", "55"],
  // DF, GO, TO, MT, MS, AC, RO
  ...["61", "62", "63", "64", "65", "66", "67", "68", "69"],
  // BA, SE
  ...["71", "73", "74", "75", "77", "79"],
  // PE, AL, PB, RN, CE, PI
  ...["81", "82", "83", "84", "85", "86", "87", "88", "89"],
  // PA, AM, RR, AP, MA
  ...["91", "92", "93", "94", "95", "96", "97", "98", "99"],
]);

const isNational = (digits: string) => digits.length === 10 || digits.length === 11;

/**
 * The number's digits, area code first: "+55 (81) 99999-9999" → "81999999999". Leading zeros
 * go (the trunk prefix "0" and the international "00": no area code starts with 0), then a
 * country code "55" when what follows is a whole number (10 or 11 digits), so the area code 55
 * itself stays. Longer or shorter input keeps all its digits, for brPhoneProblem to judge.
 */
export function brPhoneDigits(text: string): string {
  const digits = text.replace(/\D/g, "").replace(/^0+/, "");
  return digits.startsWith("55") && isNational(digits.slice(2)) ? digits.slice(2) : digits;
}

/**
 * Why this is not a Brazilian phone number with area code, in pt-BR; null when it is one:
 * 10 or 11 digits after brPhoneDigits, a DDD that exists, a mobile (11 digits) starting with 9
 * and a landline (10 digits) starting with 2 to 5. Besides digits only the characters people
 * type around them (spaces, "+", "(", ")", "-", ".") are accepted.
 */
export function brPhoneProblem(text: string): string | null {
  if (!/^[\d\s+().-]*$/.test(text)) return "Telefone inválido";
  const digits = brPhoneDigits(text);
  if (digits.length < 10) return "Informe o telefone com DDD";
  if (digits.length > 11) return "Telefone inválido";
  if (!BR_AREA_CODES.has(digits.slice(0, 2))) return "DDD inválido";
  const first = digits.charAt(2);
  const valid = digits.length === 11 ? first === "9" : first >= "2" && first <= "5";
  return valid ? null : "Telefone inválido";
}

/**
 * The phone as the field shows it while the customer types or pastes: "(8", "(81) 9",
 * "(81) 9999-9999" (landline), "(81) 99999-9999" (mobile). At most 11 digits are kept; no
 * closing parenthesis or dash comes before the digit that follows it, so deleting backwards
 * never gets stuck on one.
 */
export function maskBrPhone(text: string): string {
  const digits = brPhoneDigits(text).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number.length <= 4) return `(${area}) ${number}`;
  const split = number.length === 9 ? 5 : 4;
  return `(${area}) ${number.slice(0, split)}-${number.slice(split)}`;
}

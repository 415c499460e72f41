/** Brazilian postal codes (CEP): 8 digits, shown as "00000-000". Pure. */

/** The CEP's digits: "50.030-230" → "50030230". */
export function cepDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * The CEP as the field shows it while the customer types or pastes: "5003", "50030-2",
 * "50030-230"; at most 8 digits, the dash only once a digit follows it.
 */
export function maskCep(text: string): string {
  const digits = cepDigits(text).slice(0, 8);
  return digits.length <= 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** What the customer is told about a CEP that cannot be one. */
export const CEP_MESSAGES = {
  notDigits: "Use só números no CEP",
  incomplete: "CEP incompleto: informe os 8 dígitos",
  tooLong: "CEP com dígitos a mais: informe os 8 dígitos",
  // No CEP begins with 00: the lowest is 01000-000 (São Paulo).
  nonexistent: "CEP inexistente: confira o número",
} as const;

/**
 * What is wrong with a CEP, or null when it can be one: 8 digits, not below 01000-000 (none is
 * issued there); besides digits only the separators people type (spaces, ".", "-").
 */
export function cepProblem(text: string): string | null {
  if (!/^[\d\s.-]*$/.test(text)) return CEP_MESSAGES.notDigits;
  const digits = cepDigits(text);
  if (digits.length < 8) return CEP_MESSAGES.incomplete;
  if (digits.length > 8) return CEP_MESSAGES.tooLong;
  if (digits.startsWith("00")) return CEP_MESSAGES.nonexistent;
  return null;
}

export function isValidCep(text: string): boolean {
  return cepProblem(text) === null;
}

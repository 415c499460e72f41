/**
 * Whether a CEP can be one, and what is wrong when not. Apart from cep.ts (the field's mask),
 * so the checkout's first load carries the mask and the order's schema, loaded when the form is
 * checked, carries the words.
 */
import { cepDigits } from "./cep.ts";

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

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

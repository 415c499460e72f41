/**
 * Reads an amount of reais as staff type it in a pt-BR form ("5,00", "R$ 7,50", "1.234,56",
 * "80000") into integer cents; null when it is not an amount. Comma is the decimal separator
 * and dots group thousands. Without a comma, a dot followed by one or two digits at the end
 * ("7.50") is read as the decimal point people type out of habit.
 *
 * A minus sign ("-1,50", "R$ -1,50", "-R$ 1,50") is read only with `allowNegative` (a size's
 * price adjustment); elsewhere a negative amount is not an amount.
 */
export function parseBRLInput(
  input: string,
  { allowNegative = false }: { allowNegative?: boolean } = {},
): number | null {
  const signed = /^(-?)(?:R\$)?(-?)(.*)$/i.exec(input.replace(/\s/g, ""));
  const [, before = "", after = "", text = ""] = signed ?? [];
  if (text === "" || (before && after)) return null;
  const negative = before !== "" || after !== "";
  if (negative && !allowNegative) return null;

  let whole: string;
  let fraction = "";
  const comma = text.match(/^([\d.]+),(\d{1,2})$/);
  const dotDecimal = text.match(/^(\d+)\.(\d{1,2})$/);
  if (comma) {
    whole = comma[1] ?? "";
    fraction = comma[2] ?? "";
  } else if (dotDecimal) {
    whole = dotDecimal[1] ?? "";
    fraction = dotDecimal[2] ?? "";
  } else if (/^[\d.]+$/.test(text)) {
    whole = text;
  } else {
    return null;
  }

  // Thousands groups must be whole: "1.234" is fine, "12.34.5" is not.
  if (whole.includes(".") && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
  const digits = whole.replace(/\./g, "");
  if (!/^\d+$/.test(digits)) return null;

  const cents = Number(digits) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents)) return null;
  // "-0,00" is zero, not JavaScript's -0.
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents as the same input expects them back: 750 → "7,50" (no symbol, no thousands dots). */
export function centsToBRLInput(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

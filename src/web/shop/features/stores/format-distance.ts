let oneDecimal: Intl.NumberFormat | undefined;
let whole: Intl.NumberFormat | undefined;

/**
 * A distance as a customer reads it: "850 m", "1,2 km", "35 km", "2.093 km". Formats are made on
 * first use (Intl.NumberFormat is not free, and most pages never show a distance).
 */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(10, Math.round(km * 100) * 10)} m`;
  if (km < 10) {
    oneDecimal ??= new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
    return `${oneDecimal.format(km)} km`;
  }
  whole ??= new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 0 });
  return `${whole.format(km)} km`;
}

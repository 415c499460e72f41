const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Formats integer cents the Brazilian way: 899 → "R$ 8,99". */
export function formatBRL(cents: number): string {
  // Intl separates the symbol with a no-break space; a plain space reads and copies better.
  return brl.format(cents / 100).replace(/\u00a0/g, " ");
}

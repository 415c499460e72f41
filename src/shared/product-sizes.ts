/**
 * The sizes a picolé comes in. No zod here: the shop's pages use them (through catalog.ts), and
 * catalog-schemas.ts builds the answer's schemas on them without importing catalog.ts, which
 * re-exports those schemas' types.
 */
export const PRODUCT_SIZES = ["pequeno", "medio", "grande"] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

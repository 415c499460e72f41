/**
 * Caixas de festa: a product that is a box of N picolés the customer mixes from the flavours
 * HQ allows in it (docs/decisions/030-encomendas.md). No zod here: the shop's product page
 * uses these rules as it builds the box, and the server checks them again.
 */

export const PRODUCT_KINDS = ["flavour", "box"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** HQ's choices for a box: how many picolés, from which flavours, with what lead time. */
export interface BoxRules {
  size: number;
  /** Hours between the order and its slot, at least (a box is always scheduled). */
  leadHours: number;
  /** The flavours (product ids) that may go in it. */
  flavourIds: string[];
}

export const BOX_SIZE_RANGE = { min: 2, max: 200 } as const;
export const DEFAULT_BOX_LEAD_HOURS = 24;
export const BOX_LEAD_HOURS_RANGE = { min: 0, max: 336 } as const;

/** One flavour of a box and how many of it, per box. */
export interface BoxPart {
  productId: string;
  quantity: number;
}

/** A part as orders keep it: with the flavour's name as it was. */
export interface BoxPartView extends BoxPart {
  name: string;
}

export function boxFilled(parts: readonly BoxPart[]): number {
  return parts.reduce((sum, part) => sum + part.quantity, 0);
}

/** "faltam 12 de 50", or "Caixa completa" once every place is taken. */
export function boxProgressText(size: number, parts: readonly BoxPart[]): string {
  const missing = size - boxFilled(parts);
  return missing > 0 ? `faltam ${missing} de ${size}` : "Caixa completa";
}

/** The mix on one line, as the cart and the ticket list it: "20 Limão, 15 Morango". */
export function boxMixText(parts: readonly BoxPartView[]): string {
  return parts.map((part) => `${part.quantity} ${part.name}`).join(", ");
}

/** Picolés an order line makes: a box's size per box, else its quantity. */
export function lineUnits(line: {
  quantity: number;
  boxParts?: readonly BoxPart[] | null;
}): number {
  return line.boxParts ? line.quantity * boxFilled(line.boxParts) : line.quantity;
}

export const BOX_MESSAGES = {
  notFull: (size: number, filled: number) =>
    `A caixa leva ${size} picolés: faltam ${size - filled}.`,
  tooFull: (size: number) => `A caixa leva no máximo ${size} picolés.`,
  flavourNotAllowed: (name: string) => `${name} não entra nesta caixa.`,
  notABox: "Só caixas de festa levam uma seleção de sabores.",
  needsParts: "Escolha os sabores da caixa.",
  duplicatePart: "Cada sabor aparece uma vez na caixa.",
} as const;

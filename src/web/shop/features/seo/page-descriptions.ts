/**
 * The meta descriptions of pages whose words come from the catalogue. Search results show
 * about 155 characters, so a description is cut there, at a word, with an ellipsis.
 */
import { type CatalogProduct, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";

export const DESCRIPTION_MAX = 155;

/** `text` on one line, at most `max` characters, cut at a word boundary ("…" when cut). */
export function clampText(text: string, max: number = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  const head = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${head.replace(/[\s,;:.–—-]+$/, "")}…`;
}

/** A flavour's description, then its price: "Feito com a polpa do cajá… A partir de R$ 8,99." */
export function productDescription(product: CatalogProduct): string {
  const price = ` A partir de ${formatBRL(fromPriceCents(product))}.`;
  return clampText(product.description, DESCRIPTION_MAX - price.length) + price;
}

/** "Picolé de Cajá" → "Cajá": the flavour, as a list of them reads. */
export function flavourOf(name: string): string {
  return name.replace(/^picol[eé]s?\s+(de|da|do|das|dos)\s+/i, "").trim() || name;
}

/**
 * The menu's description from what it holds: how many flavours, a few of them by name, and
 * its categories when there is more than one.
 */
export function menuDescription(products: readonly CatalogProduct[]): string {
  if (products.length === 0) {
    return "Cardápio Frosty: picolés artesanais com o sabor das frutas do Brasil.";
  }
  const categories = [...new Set(products.map((product) => product.category))];
  const some = products.slice(0, 4).map((product) => flavourOf(product.name));
  const flavours =
    products.length > some.length ? `${some.join(", ")} e mais` : joinPt(some) || "picolés";
  const sections = categories.length > 1 ? ` Categorias: ${joinPt(categories)}.` : "";
  return clampText(
    `Cardápio Frosty: ${products.length} sabores de picolé artesanal — ${flavours}.${sections} Peça para retirar na loja ou receber em casa.`,
  );
}

/** "a, b e c". */
function joinPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`;
}

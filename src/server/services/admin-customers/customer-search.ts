import { type SQL, sql } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";
import { customerKey } from "#server/services/sales/order-filters.ts";

/**
 * Accented letters and their plain forms, both cases. PostgreSQL's lower() leaves "É" alone
 * under the C locale PGlite uses, and unaccent is an extension neither database is sure to
 * have, so the folding is spelled out with translate(), which behaves alike everywhere.
 */
const ACCENTED = "ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ";

/** Lower case without accents, as the search compares names: "Conceição" → "conceicao". */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

const PLAIN = foldText(ACCENTED);

const foldedName = sql`translate(lower(${orders.customerName}), ${ACCENTED}, ${PLAIN})`;

/** A search made only of what people type in a phone number: "(81) 9999", "+55 81". */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The HAVING condition of a customer search, or undefined for no search. A phone-like search
 * matches the phone's digits; anything else matches any name the customer ordered under,
 * ignoring case and accents.
 */
export function customerSearchCondition(search: string): SQL | undefined {
  const query = search.trim();
  if (query === "") return undefined;
  const digits = query.replace(/\D/g, "");
  if (PHONE_LIKE.test(query) && digits !== "") {
    return sql`strpos(${customerKey}, ${digits}) > 0`;
  }
  // strpos, not LIKE: a "%" or "_" in the search is a character, not a wildcard.
  return sql`bool_or(strpos(${foldedName}, ${foldText(query)}) > 0)`;
}

/**
 * The staff's customers (/admin/clientes): derived from the orders, one per phone number. The
 * zod schemas of the list's query parameters and what the API returns.
 */
import { z } from "./zod-pt-br.ts";

export const CUSTOMERS_PAGE_SIZE = 20;
/** Far more pages than any shop has; keeps a silly `page` from becoming a huge OFFSET. */
export const MAX_CUSTOMER_PAGE = 100_000;
export const MAX_CUSTOMER_SEARCH_LENGTH = 100;

const customerSearch = z
  .string({ error: "Busca inválida" })
  .trim()
  .max(
    MAX_CUSTOMER_SEARCH_LENGTH,
    `Use no máximo ${MAX_CUSTOMER_SEARCH_LENGTH} caracteres na busca`,
  )
  .default("");

/** `?q=&page=`: a search over names and phones, and a page (from 1). */
export const customerListQuerySchema = z.object({
  q: customerSearch,
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(MAX_CUSTOMER_PAGE, "Página inválida")
    .default(1),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `?q=`: the customers CSV holds every customer the search finds, on one sheet. */
export const customerExportQuerySchema = z.object({ q: customerSearch });

/**
 * A customer: one phone number, compared by its digits (customers have no accounts), with at
 * least one order that was not cancelled. Counts and dates cover those orders only.
 */
export interface CustomerSummary {
  phoneDigits: string;
  /** The name and phone (as typed) of the latest order. */
  name: string;
  phone: string;
  orderCount: number;
  totalSpentCents: number;
  firstOrderAt: string;
  lastOrderAt: string;
  /** The first order falls in the current São Paulo month (the dashboard's "new" customers). */
  isNewThisMonth: boolean;
}

export interface CustomerPage {
  customers: CustomerSummary[];
  page: number;
  pageSize: number;
  /** Customers matching the search, on every page. */
  total: number;
  pageCount: number;
}

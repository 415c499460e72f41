/**
 * The staff's customers (/admin/clientes): derived from the orders, one per phone number. The
 * zod schemas of the list's query parameters and what the API returns.
 */
import { oneLineText } from "./clean-text.ts";
import { z } from "./zod-pt-br.ts";

export const CUSTOMERS_PAGE_SIZE = 20;
/** Far more pages than any shop has; keeps a silly `page` from becoming a huge OFFSET. */
export const MAX_CUSTOMER_PAGE = 100_000;
export const MAX_CUSTOMER_SEARCH_LENGTH = 100;

// Cleaned as names are stored (clean-text.ts), so a pasted "Ana\u200B" finds Ana.
const customerSearch = oneLineText({ error: "Busca inválida" })
  .max(
    MAX_CUSTOMER_SEARCH_LENGTH,
    `Use no máximo ${MAX_CUSTOMER_SEARCH_LENGTH} caracteres na busca`,
  )
  .default("")
  .meta({
    description:
      "Parte de um nome do cliente (sem diferenciar acentos e maiúsculas) ou do telefone",
    example: "ana",
  });

/** `?q=&page=`: a search over names and phones, and a page (from 1). */
export const customerListQuerySchema = z.object({
  q: customerSearch,
  page: z.coerce
    .number({ error: "Página inválida" })
    .int("Página inválida")
    .min(1, "Página inválida")
    .max(MAX_CUSTOMER_PAGE, "Página inválida")
    .default(1)
    .meta({
      description: `A página, de ${CUSTOMERS_PAGE_SIZE} clientes, a partir de 1`,
      example: 1,
    }),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** `?q=`: the customers CSV holds every customer the search finds, on one sheet. */
export const customerExportQuerySchema = z.object({ q: customerSearch });

/**
 * A customer: one phone number, compared by its digits (customers have no accounts), with at
 * least one order that was not cancelled. Counts and dates cover those orders only.
 */
export const customerSummarySchema = z
  .object({
    phoneDigits: z.string().meta({
      description: "Os dígitos do telefone: o que identifica o cliente",
      example: "81999990001",
    }),
    name: z.string().meta({ description: "O nome do pedido mais recente", example: "Ana Souza" }),
    phone: z.string().meta({
      description: "O telefone como digitado no pedido mais recente",
      example: "(81) 99999-0001",
    }),
    orderCount: z.int().min(1).meta({ description: "Pedidos não cancelados", example: 3 }),
    totalSpentCents: z
      .int()
      .min(0)
      .meta({ description: "Soma desses pedidos, em centavos", example: 4497 }),
    firstOrderAt: z.iso.datetime({ offset: true }).meta({ example: "2025-02-20T13:00:00.000Z" }),
    lastOrderAt: z.iso.datetime({ offset: true }).meta({ example: "2025-03-10T13:00:00.000Z" }),
    isNewThisMonth: z.boolean().meta({
      description: "O primeiro pedido é do mês corrente em São Paulo (os clientes novos do painel)",
    }),
  })
  .meta({ id: "CustomerSummary", description: "Um cliente: um telefone, com seus pedidos" });
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = z
  .object({
    customers: z.array(customerSummarySchema),
    page: z.int().min(1).meta({ example: 1 }),
    pageSize: z.int().meta({ example: CUSTOMERS_PAGE_SIZE }),
    total: z
      .int()
      .min(0)
      .meta({ description: "Clientes que a busca encontra, em todas as páginas" }),
    pageCount: z.int().min(0),
  })
  .meta({
    id: "CustomerPage",
    description: "Uma página de clientes, os de pedido mais recente primeiro",
  });
export type CustomerPage = z.infer<typeof customerPageSchema>;

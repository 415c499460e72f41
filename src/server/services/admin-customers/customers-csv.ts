import type { Database } from "#server/db/client.ts";
import { csvDocument, csvMoney } from "#server/services/admin-reports/csv.ts";
import { formatShopDateTime, shopDate } from "#shared/shop-calendar.ts";
import { allCustomers } from "./list-customers.ts";

const CUSTOMER_CSV_HEADER = [
  "Cliente",
  "Telefone",
  "Pedidos",
  "Total gasto (R$)",
  "Primeiro pedido",
  "Último pedido",
  "Novo este mês",
];

/** The customers list as a CSV file, named after the São Paulo day it was taken. */
export async function customersCsv(
  db: Database,
  search: string,
  now: Date,
): Promise<{ filename: string; body: string }> {
  const customers = await allCustomers(db, search, now);
  const rows = customers.map((customer) => [
    customer.name,
    customer.phone,
    customer.orderCount,
    csvMoney(customer.totalSpentCents),
    formatShopDateTime(customer.firstOrderAt),
    formatShopDateTime(customer.lastOrderAt),
    customer.isNewThisMonth ? "Sim" : "Não",
  ]);
  return {
    filename: `clientes-${shopDate(now)}.csv`,
    body: csvDocument(CUSTOMER_CSV_HEADER, rows),
  };
}

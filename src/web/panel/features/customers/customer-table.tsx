import type { CustomerSummary } from "#shared/admin-customers.ts";
import { formatBRL } from "#shared/money.ts";
import { orderDay } from "./customer-dates.ts";
import { NewCustomerBadge } from "./new-customer-badge.tsx";

const th = "px-4 py-3 text-left font-semibold";
const num = "px-4 py-3 text-right tabular-nums";

/** The customers as a table, on screens wide enough for six columns. */
export function CustomerTable({ customers }: { customers: CustomerSummary[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-2xl bg-white shadow-sm md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">
          Clientes, dos que compraram por último aos mais antigos
        </caption>
        <thead className="border-brand-100 border-b bg-brand-50/60 text-muted">
          <tr>
            <th scope="col" className={th}>
              Cliente
            </th>
            <th scope="col" className={th}>
              Telefone
            </th>
            <th scope="col" className={`${th} text-right`}>
              Pedidos
            </th>
            <th scope="col" className={`${th} text-right`}>
              Total gasto
            </th>
            <th scope="col" className={th}>
              Primeiro pedido
            </th>
            <th scope="col" className={th}>
              Último pedido
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr
              key={customer.phoneDigits}
              className="border-brand-100 border-b last:border-0"
              data-testid="customer-row"
            >
              <th scope="row" className="px-4 py-3 text-left font-semibold">
                <span className="flex items-center gap-2">
                  {customer.name}
                  {customer.isNewThisMonth && <NewCustomerBadge />}
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{customer.phone}</td>
              <td className={num}>{customer.orderCount}</td>
              <td className={`${num} font-semibold`}>{formatBRL(customer.totalSpentCents)}</td>
              <td className="px-4 py-3">{orderDay(customer.firstOrderAt)}</td>
              <td className="px-4 py-3">{orderDay(customer.lastOrderAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { CustomerSummary } from "#shared/admin-customers.ts";
import { formatBRL } from "#shared/money.ts";
import { orderDay } from "./customer-dates.ts";
import { NewCustomerBadge } from "./new-customer-badge.tsx";

/** The customers as cards, on a phone, where six columns do not fit. */
export function CustomerCards({ customers }: { customers: CustomerSummary[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Clientes">
      {customers.map((customer) => (
        <li
          key={customer.phoneDigits}
          className="rounded-2xl bg-white p-4 shadow-sm"
          data-testid="customer-card"
        >
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-bold">
                <span className="break-words">{customer.name}</span>
                {customer.isNewThisMonth && <NewCustomerBadge />}
              </p>
              <p className="text-muted text-sm">{customer.phone}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block font-extrabold">{formatBRL(customer.totalSpentCents)}</span>
              <span className="block text-muted text-sm">
                {customer.orderCount} {customer.orderCount === 1 ? "pedido" : "pedidos"}
              </span>
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-muted">Primeiro pedido</dt>
              <dd className="font-semibold">{orderDay(customer.firstOrderAt)}</dd>
            </div>
            <div>
              <dt className="text-muted">Último pedido</dt>
              <dd className="font-semibold">{orderDay(customer.lastOrderAt)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

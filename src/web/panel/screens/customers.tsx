import { useEffect } from "react";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { customersCsvUrl, useCustomers } from "#web/panel/features/customers/api.ts";
import { CustomerCards } from "#web/panel/features/customers/customer-cards.tsx";
import { CustomerPagination } from "#web/panel/features/customers/customer-pagination.tsx";
import { CustomerSearch } from "#web/panel/features/customers/customer-search.tsx";
import { CustomerTable } from "#web/panel/features/customers/customer-table.tsx";
import { useCustomerParams } from "#web/panel/features/customers/use-customer-params.ts";
import { CsvDownloadLink } from "#web/panel/features/reports/csv-download-link.tsx";

/** "2 clientes", or "1 cliente encontrado" for a search. */
function customerCount(total: number, searching: boolean): string {
  const noun = total === 1 ? "cliente" : "clientes";
  if (!searching) return `${total} ${noun}`;
  return `${total} ${noun} ${total === 1 ? "encontrado" : "encontrados"}`;
}

export function AdminCustomersPage() {
  const [params, setParams] = useCustomerParams();
  const { data, isPending, isError, error } = useCustomers(params);

  // A page past the end (customers bought less since the link was made): show the last one.
  useEffect(() => {
    // Only for the answer to the page asked for, not one kept on screen while another loads.
    if (data && data.page === params.page && data.pageCount > 0 && data.page > data.pageCount) {
      setParams({ page: data.pageCount });
    }
  }, [data, params.page, setParams]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl">Clientes</h1>
          {data && (
            <p className="text-muted text-sm" data-testid="customer-count">
              {customerCount(data.total, params.q !== "")}
            </p>
          )}
        </div>
        <CsvDownloadLink href={customersCsvUrl(params.q)} what="clientes" />
      </div>

      <CustomerSearch value={params.q} onSearch={(q) => setParams({ q, page: 1 })} />

      {isPending && (
        <div className="flex flex-col gap-3" role="status" aria-label="Carregando clientes">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          Não foi possível carregar os clientes. {error.message}
        </p>
      )}
      {data && data.customers.length === 0 && data.page <= Math.max(1, data.pageCount) && (
        <p role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-4">
          {params.q
            ? `Nenhum cliente encontrado para “${params.q}”.`
            : "Ainda não há clientes. Eles aparecem aqui depois do primeiro pedido."}
        </p>
      )}
      {data && data.customers.length > 0 && (
        <>
          <CustomerTable customers={data.customers} />
          <CustomerCards customers={data.customers} />
          <CustomerPagination
            page={data.page}
            pageCount={data.pageCount}
            onPage={(page) => setParams({ page })}
          />
        </>
      )}
    </div>
  );
}

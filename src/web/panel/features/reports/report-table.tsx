import type { ReactNode } from "react";
import { cn } from "#web/panel/features/ui/cn.ts";
import { CsvDownloadLink } from "./csv-download-link.tsx";

export interface ReportColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned, with figures of equal width. */
  numeric?: boolean;
}

/**
 * One table of the report under its heading, with its CSV export. The first column names the
 * row (a product, a store…) and is its row header.
 */
export function ReportTable<Row>({
  id,
  title,
  columns,
  rows,
  rowKey,
  csvHref,
  emptyText = "Nenhuma venda no período.",
  description,
  className,
}: {
  id: string;
  title: string;
  /** What the table counts, under its heading. */
  description?: ReactNode;
  columns: ReportColumn<Row>[];
  rows: Row[];
  rowKey(row: Row): string;
  csvHref: string;
  emptyText?: string;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  const align = (column: ReportColumn<Row>) =>
    column.numeric ? "whitespace-nowrap text-right tabular-nums" : "text-left";
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
      data-testid={id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-bold text-lg">
          {title}
        </h2>
        <CsvDownloadLink href={csvHref} what={title.toLowerCase()} />
      </div>
      {description && <p className="-mt-1 text-muted text-sm">{description}</p>}
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{emptyText}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="border-brand-100 border-b text-muted">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.header}
                    scope="col"
                    className={cn("py-2 pr-3 font-semibold last:pr-0", align(column))}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)} className="border-brand-100 border-b last:border-0">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className={cn("py-2 pr-3 font-semibold", align(column))}
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={cn("py-2 pr-3 last:pr-0", align(column))}>
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

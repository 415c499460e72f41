import { stringify } from "csv-stringify/sync";

/**
 * CSV as Excel in pt-BR opens it with a double click: `;` between cells (`,` is the decimal
 * separator there), a UTF-8 byte-order mark (without it Excel reads the file as Windows-1252
 * and "Picolé" turns into "PicolÃ©"), and CRLF line ends.
 */
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export const UTF8_BOM = "\uFEFF";

export type CsvCell = string | number;

/**
 * Money as a pt-BR spreadsheet reads a number: 899 → "8,99", 123456 → "1234,56". Amounts are
 * never negative (the orders table's checks), so no sign is needed.
 */
export function csvMoney(cents: number): string {
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

/** Rows as CSV text, each line ended by CRLF; no byte-order mark. */
export function csvLines(rows: CsvCell[][]): string {
  if (rows.length === 0) return "";
  return stringify(rows, {
    delimiter: ";",
    record_delimiter: "windows",
    // A line break inside a cell (a name sent through the API) must not start a new row; with an
    // explicit record delimiter csv-stringify only quotes that delimiter unless told so.
    quote_record_delimiter: true,
    // A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return hiding
    // one, or their full-width forms) as a formula. Customers type their own names, so such a
    // cell is written with a leading apostrophe, which shows it as the text it is (OWASP "CSV
    // injection"). Numbers are left alone.
    escape_formulas: true,
  });
}

/** A whole file: the byte-order mark, the header and the rows. */
export function csvDocument(header: string[], rows: CsvCell[][]): string {
  return UTF8_BOM + csvLines([header, ...rows]);
}

/** The headers of a CSV download named `filename` (ASCII: dates and plain words). */
export function csvDownloadHeaders(filename: string): Record<string, string> {
  return {
    "Content-Type": CSV_CONTENT_TYPE,
    "Content-Disposition": `attachment; filename="${filename}"`,
  };
}

/** "pedidos" and 2026-11-01…2026-11-30 → "pedidos-2026-11-01-a-2026-11-30.csv". */
export function periodFilename(prefix: string, period: { from: string; to: string }): string {
  return `${prefix}-${period.from}-a-${period.to}.csv`;
}

/**
 * Prints a production list the way the kitchen ticket prints (orders/ticket-printer.tsx): the
 * sheet alone on the page, on a page as wide as the paper: the receipt printer's 80 mm roll,
 * as long as the list (the printer cuts there), or a sheet of A4 with margins.
 */
import type { ProductionPaper } from "./production-sheet.tsx";

export const PRODUCTION_PRINT_CLASS = "production-print-root";
/** Set on <html> while a list prints: its rules win over a kitchen ticket's left on the page. */
export const PRINTING_CLASS = "printing-production";
const PX_PER_MM = 96 / 25.4;

export function productionPrintCss(paper: ProductionPaper, heightPx: number): string {
  const page =
    paper === "a4"
      ? "size: A4 portrait; margin: 15mm;"
      : `size: 80mm ${Math.ceil(heightPx / PX_PER_MM) + 6}mm; margin: 0;`;
  return `
@media screen {
  .${PRODUCTION_PRINT_CLASS} { position: fixed; left: -10000px; top: 0; visibility: hidden; }
}
@media print {
  @page { ${page} }
  html.${PRINTING_CLASS}, html.${PRINTING_CLASS} body { background: #fff !important; height: auto !important; overflow: visible !important; }
  html.${PRINTING_CLASS} body > *:not(.${PRODUCTION_PRINT_CLASS}) { display: none !important; }
  html.${PRINTING_CLASS} body > .${PRODUCTION_PRINT_CLASS} { display: block !important; position: static; visibility: visible; }
}`;
}

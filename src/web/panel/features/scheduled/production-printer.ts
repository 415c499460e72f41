/**
 * Prints a production list the way the kitchen ticket prints (features/ui/print-sheet.ts): the
 * sheet alone on the page, on a page as wide as the paper: the receipt printer's 80 mm roll,
 * as long as the list (the printer cuts there), or a sheet of A4 with margins.
 */
import { printPage, printSheetCss } from "#web/panel/features/ui/print-sheet.ts";
import type { ProductionPaper } from "./production-sheet.tsx";

export const PRODUCTION_PRINT_CLASS = "production-print-root";
/** Set on <html> while a list prints: its rules win over a kitchen ticket's left on the page. */
export const PRINTING_CLASS = "printing-production";

export function productionPrintCss(paper: ProductionPaper, heightPx: number): string {
  return printSheetCss({
    rootClass: PRODUCTION_PRINT_CLASS,
    page: printPage(paper, heightPx, 6),
    onlyWhile: PRINTING_CLASS,
  });
}

import type { CSSProperties } from "react";

/**
 * How the panel prints a sheet: the kitchen ticket (orders) and the production list
 * (scheduled) print the same way, so both read their paper and page from here.
 */

/** The papers a sheet prints on: a receipt printer's roll (80 or 58 mm), or a sheet of A4. */
export type PrintPaper = "80mm" | "58mm" | "a4";

/** The printable width of each paper (a receipt printer keeps its own margins, A4 has 15 mm). */
const PRINTABLE_WIDTH: Record<PrintPaper, string> = {
  "80mm": "72mm",
  "58mm": "48mm",
  a4: "180mm",
};
/** The text fills the width: a little smaller on the narrow roll, a little larger on A4. */
const TEXT_SIZE: Record<PrintPaper, string> = { "80mm": "11pt", "58mm": "9pt", a4: "12pt" };

/** A sheet as it prints: black on white only, as wide as the paper prints. */
export function paperStyle(paper: PrintPaper): CSSProperties {
  return {
    width: PRINTABLE_WIDTH[paper],
    padding: "2mm 0",
    margin: "0 auto",
    color: "#000",
    background: "#fff",
    fontFamily: "system-ui, Arial, sans-serif",
    fontSize: TEXT_SIZE[paper],
    lineHeight: 1.3,
  };
}

const PX_PER_MM = 96 / 25.4;

/**
 * The page a sheet prints on: A4 upright with margins, or a roll as wide as the paper and as
 * long as the sheet measured on screen (`heightPx`) and `tailMm` more, with no margin of the
 * page's own (a receipt printer cuts where the page ends).
 */
export function printPage(paper: PrintPaper, heightPx: number, tailMm: number): string {
  return paper === "a4"
    ? "size: A4 portrait; margin: 15mm;"
    : `size: ${paper} ${Math.ceil(heightPx / PX_PER_MM) + tailMm}mm; margin: 0;`;
}

/**
 * The style of a sheet put on the page in an element of class `rootClass` (a child of <body>):
 * on screen it waits out of sight (laid out, so it can be measured); printed, it is the only
 * thing on `page`. With `onlyWhile`, the print rules hold only while <html> has that class, and
 * then win over another sheet's left on the page.
 */
export function printSheetCss(sheet: { rootClass: string; page: string; onlyWhile?: string }) {
  const html = sheet.onlyWhile ? `html.${sheet.onlyWhile}` : "html";
  const root = sheet.rootClass;
  return `
@media screen {
  .${root} { position: fixed; left: -10000px; top: 0; visibility: hidden; }
}
@media print {
  @page { ${sheet.page} }
  ${html}, ${html} body { background: #fff !important; height: auto !important; overflow: visible !important; }
  ${html} body > *:not(.${root}) { display: none !important; }
  ${html} body > .${root} { display: block !important; position: static; visibility: visible; }
}`;
}

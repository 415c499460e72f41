/**
 * Reads a CSV download the way a spreadsheet does (RFC 4180 quoting, `;` between cells), so
 * tests check the cells a person would see rather than the bytes. Written apart from the
 * csv-stringify the server uses, so a quoting mistake there cannot hide itself here.
 */
export interface ParsedCsv {
  hasBom: boolean;
  /** Whether every line ends with CRLF. */
  crlf: boolean;
  rows: string[][];
}

export function parseCsv(text: string, delimiter = ";"): ParsedCsv {
  const hasBom = text.startsWith("\uFEFF");
  const body = hasBom ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  let crlf = true;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[i + 1] === "\n") i++;
      else crlf = false;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else {
      cell += char;
    }
  }
  if (cell !== "" || row.length > 0) {
    row.push(cell);
    rows.push(row);
    crlf = false;
  }
  return { hasBom, crlf, rows };
}

/**
 * A CSV response's text, byte-order mark kept: Response.text() drops a leading BOM, which is
 * exactly what the tests must see.
 */
export async function csvText(response: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
}

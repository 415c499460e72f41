import { describe, expect, it } from "vitest";
import { parseCsv } from "#server/testing/csv.ts";
import { csvDocument, csvDownloadHeaders, csvLines, csvMoney, periodFilename } from "./csv.ts";

/** The one cell a value becomes, as a spreadsheet reads it back. */
const cell = (value: string | number) => parseCsv(csvLines([[value]])).rows[0]?.[0];

describe("CSV files", () => {
  it.each([
    ["=1+1", "'=1+1"],
    ["+55 81 99999-0000", "'+55 81 99999-0000"],
    ["-2", "'-2"],
    ["@SOMA(A1)", "'@SOMA(A1)"],
    ["\t=1", "'\t=1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ['=HYPERLINK("http://x.test";"Clique")', `'=HYPERLINK("http://x.test";"Clique")`],
    ["Maria = Silva", "Maria = Silva"],
    ["(81) 99999-0000", "(81) 99999-0000"],
    ['Ana; "Aninha"', 'Ana; "Aninha"'],
    ["linha 1\nlinha 2", "linha 1\nlinha 2"],
    ["Picolé de Açaí", "Picolé de Açaí"],
    [12, "12"],
  ])("writes %j so that it reads back as %j, never as a formula", (value, read) => {
    expect(cell(value)).toBe(read);
  });

  it("keeps a line break inside its cell", () => {
    expect(parseCsv(csvLines([["a\r\nb", "c"]])).rows).toEqual([["a\r\nb", "c"]]);
  });

  it.each([
    [0, "0,00"],
    [5, "0,05"],
    [899, "8,99"],
    [100_000, "1000,00"],
    [123_456_789, "1234567,89"],
  ])("writes %i cents as %s", (cents, written) => {
    expect(csvMoney(cents)).toBe(written);
  });

  it("starts with the byte-order mark and the header, lines ended by CRLF", () => {
    const text = csvDocument(["A", "B"], [["x", 1]]);
    expect(text).toBe("\uFEFFA;B\r\nx;1\r\n");
  });

  it("names downloads after the period", () => {
    expect(periodFilename("pedidos", { from: "2026-11-01", to: "2026-11-30" })).toBe(
      "pedidos-2026-11-01-a-2026-11-30.csv",
    );
    expect(csvDownloadHeaders("x.csv")).toEqual({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="x.csv"',
    });
  });
});

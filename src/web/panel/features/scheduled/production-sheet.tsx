import type { ProductionList } from "#shared/admin-scheduled-orders.ts";
import { type PrintPaper, paperStyle } from "#web/panel/features/ui/print-sheet.ts";
import { dayHeading, slotSummary } from "./schedule-period.ts";

/** The papers a production list prints on: the store's receipt printer, or a sheet of A4. */
export const PRODUCTION_PAPERS = ["80mm", "a4"] as const satisfies readonly PrintPaper[];
export type ProductionPaper = (typeof PRODUCTION_PAPERS)[number];
export const PRODUCTION_PAPER_LABELS: Record<ProductionPaper, string> = {
  "80mm": "Bobina 80 mm",
  a4: "Folha A4",
};

const cell = { padding: "1mm 0", borderBottom: "1px dotted #000" } as const;

/**
 * A day's production list as it prints: black on white, sized for the paper, the flavours and
 * how many of each (the largest first), the total, and the day's slots. The screen shows the
 * same sheet, so what staff read is what comes out of the printer.
 */
export function ProductionSheet({ list, paper }: { list: ProductionList; paper: ProductionPaper }) {
  return (
    <div
      data-testid="production-sheet"
      data-paper={paper}
      style={{ ...paperStyle(paper), maxWidth: "100%" }}
    >
      <p style={{ textAlign: "center", fontWeight: 700 }}>{list.storeName}</p>
      <p style={{ textAlign: "center", fontWeight: 900, fontSize: "1.4em" }}>Lista de produção</p>
      <p style={{ textAlign: "center", fontWeight: 700 }}>{dayHeading(list.day, list.today)}</p>
      <p style={{ textAlign: "center", marginBottom: "2mm" }}>
        {slotSummary(list.orders, list.totalUnits)}
      </p>
      {list.flavours.length === 0 ? (
        <p style={{ textAlign: "center", fontWeight: 700 }}>Nenhuma encomenda para este dia.</p>
      ) : (
        <table style={{ width: "100%", borderCollapse: "collapse" }}>
          <caption style={{ position: "absolute", left: "-10000px" }}>
            Sabores e quantidades a fazer
          </caption>
          <thead>
            <tr>
              <th
                scope="col"
                style={{ ...cell, textAlign: "left", borderBottom: "2px solid #000" }}
              >
                Sabor
              </th>
              <th
                scope="col"
                style={{ ...cell, textAlign: "right", borderBottom: "2px solid #000" }}
              >
                Qtd.
              </th>
            </tr>
          </thead>
          <tbody>
            {list.flavours.map((flavour) => (
              <tr key={flavour.productId} data-testid="production-flavour">
                <td style={{ ...cell, fontWeight: 700 }}>{flavour.name}</td>
                <td style={{ ...cell, textAlign: "right", fontWeight: 900, fontSize: "1.15em" }}>
                  {flavour.quantity}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={{ ...cell, textAlign: "left", borderBottom: "none" }}>
                Total
              </th>
              <td
                style={{
                  ...cell,
                  borderBottom: "none",
                  textAlign: "right",
                  fontWeight: 900,
                  fontSize: "1.3em",
                }}
                data-testid="production-total"
              >
                {list.totalUnits}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {list.slots.length > 0 && (
        <div style={{ borderTop: "1px dashed #000", marginTop: "2mm", paddingTop: "2mm" }}>
          <p style={{ fontWeight: 700 }}>Por horário</p>
          <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {list.slots.map((slot) => (
              <li key={slot.slotStart}>
                <strong>{slot.time}</strong> — {slotSummary(slot.orders, slot.units)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

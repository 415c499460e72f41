import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { TicketPaper } from "#shared/stores.ts";
import { toast } from "#web/lib/toast.ts";
import { printPage, printSheetCss } from "#web/panel/features/ui/print-sheet.ts";
import { useRecordTicketPrint } from "./api.ts";
import { KitchenTicket, type TicketToPrint } from "./kitchen-ticket.tsx";

type PrintTicket = (order: AdminOrderDetail) => void;

const PrinterContext = createContext<PrintTicket | null>(null);

export function useTicketPrinter(): PrintTicket {
  const print = useContext(PrinterContext);
  if (!print) throw new Error("useTicketPrinter needs a <TicketPrinter> above it");
  return print;
}

const ROOT_CLASS = "kitchen-ticket-root";

/**
 * The ticket alone on the page (features/ui/print-sheet.ts), on a page exactly as wide as the
 * store's paper and as long as the ticket (a receipt printer cuts there).
 */
function printCss(paper: TicketPaper, heightPx: number): string {
  return printSheetCss({ rootClass: ROOT_CLASS, page: printPage(paper, heightPx, 4) });
}

/**
 * Prints an order's kitchen ticket with one click: the print is counted on the server first
 * (so a second one reads REIMPRESSÃO), then the ticket is laid out for the store's paper and
 * the browser's print runs. Where the store's browser prints without asking (kiosk printing),
 * nothing more is needed at the counter.
 */
export function TicketPrinter({ children }: { children: ReactNode }) {
  const record = useRecordTicketPrint();
  const [ticket, setTicket] = useState<(TicketToPrint & { run: number }) | null>(null);
  const [css, setCss] = useState("");
  const ticketRef = useRef<HTMLDivElement>(null);
  const printed = useRef(0);

  const print = useCallback<PrintTicket>(
    (order) =>
      record.mutate(order.id, {
        onSuccess: ({ prints }) =>
          setTicket((current) => ({ order, prints, run: (current?.run ?? 0) + 1 })),
        onError: (error) =>
          toast.error("Não foi possível imprimir a comanda", { description: error.message }),
      }),
    [record.mutate],
  );

  // Once the ticket is on the page: measure it, size the page to it, print.
  useLayoutEffect(() => {
    if (!ticket || printed.current === ticket.run) return;
    const element = ticketRef.current;
    if (!element) return;
    const next = printCss(ticket.order.ticket.paper, element.getBoundingClientRect().height);
    if (next !== css) {
      setCss(next);
      return;
    }
    printed.current = ticket.run;
    window.print();
  }, [ticket, css]);

  return (
    <PrinterContext.Provider value={print}>
      {children}
      {ticket &&
        createPortal(
          <div className={ROOT_CLASS} ref={ticketRef}>
            <style>{css || printCss(ticket.order.ticket.paper, 800)}</style>
            <KitchenTicket order={ticket.order} prints={ticket.prints} />
          </div>,
          document.body,
        )}
    </PrinterContext.Provider>
  );
}

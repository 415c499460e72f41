import { ClipboardList, Printer } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { useProductionList } from "./api.ts";
import {
  PRODUCTION_PAPER_LABELS,
  PRODUCTION_PAPERS,
  type ProductionPaper,
  ProductionSheet,
} from "./production-sheet.tsx";
import { dayHeading } from "./schedule-period.ts";
import { useProductionPrinter } from "./use-production-printer.tsx";

const PAPER_KEY = "frosty-production-paper";

/** The paper this device printed on last (a counter keeps its printer). */
function usePaper(): [ProductionPaper, (paper: ProductionPaper) => void] {
  const [paper, setPaper] = useState<ProductionPaper>(() => {
    const saved = globalThis.localStorage?.getItem(PAPER_KEY);
    return saved === "a4" ? "a4" : "80mm";
  });
  const choose = (next: ProductionPaper) => {
    setPaper(next);
    globalThis.localStorage?.setItem(PAPER_KEY, next);
  };
  return [paper, choose];
}

/**
 * "Lista de produção" of a day: the button, and the dialog with the sheet as it prints, the
 * paper (the store's 80 mm roll or A4) and "Imprimir".
 */
export function ProductionDialog({
  storeId,
  day,
  today,
}: {
  storeId: string;
  day: string;
  today: string;
}) {
  const [open, setOpen] = useState(false);
  const [paper, setPaper] = usePaper();
  const { data: list, isError } = useProductionList(open ? { storeId, day } : null);
  const printer = useProductionPrinter();
  return (
    <>
      <Button
        variant="outline"
        className="min-h-11"
        onClick={() => setOpen(true)}
        data-testid="open-production-list"
      >
        <ClipboardList aria-hidden="true" />
        Lista de produção
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-xl!">
          <DialogTitle>Lista de produção</DialogTitle>
          <DialogDescription>{dayHeading(day, today)}</DialogDescription>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Papel</legend>
            {PRODUCTION_PAPERS.map((option) => (
              <label
                key={option}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 font-semibold text-sm",
                  paper === option ? "border-brand-600 bg-brand-50" : "border-brand-100",
                )}
              >
                <input
                  type="radio"
                  name="production-paper"
                  value={option}
                  checked={paper === option}
                  onChange={() => setPaper(option)}
                  className="size-4 accent-brand-600"
                />
                {PRODUCTION_PAPER_LABELS[option]}
              </label>
            ))}
            <Button
              className="ml-auto min-h-11"
              disabled={!list}
              onClick={() => list && printer.print(list, paper)}
              data-testid="print-production-list"
            >
              <Printer aria-hidden="true" />
              Imprimir
            </Button>
          </fieldset>
          <div className="-mx-5 overflow-y-auto border-brand-100 border-t bg-ice-50 px-5 py-3">
            {list ? (
              <div className="rounded-lg bg-white p-3 shadow-sm" data-testid="production-list">
                <ProductionSheet list={list} paper={paper} />
              </div>
            ) : (
              <p role="status">{isError ? "Erro ao carregar a lista" : "Carregando lista..."}</p>
            )}
          </div>
        </DialogContent>
      </Dialog>
      {printer.portal}
    </>
  );
}

import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { ProductionList } from "#shared/admin-scheduled-orders.ts";
import {
  PRINTING_CLASS,
  PRODUCTION_PRINT_CLASS,
  productionPrintCss,
} from "./production-printer.ts";
import { type ProductionPaper, ProductionSheet } from "./production-sheet.tsx";

interface Job {
  list: ProductionList;
  paper: ProductionPaper;
  run: number;
}

/**
 * `print(list, paper)` lays the sheet out off screen, sizes the page to it and runs the
 * browser's print; `portal` must be rendered for it to work. After the print the sheet goes.
 */
export function useProductionPrinter(): {
  print(list: ProductionList, paper: ProductionPaper): void;
  portal: ReactNode;
} {
  const [job, setJob] = useState<Job | null>(null);
  const [css, setCss] = useState("");
  const sheetRef = useRef<HTMLDivElement>(null);
  const printed = useRef(0);

  const print = useCallback(
    (list: ProductionList, paper: ProductionPaper) =>
      setJob((current) => ({ list, paper, run: (current?.run ?? 0) + 1 })),
    [],
  );

  useLayoutEffect(() => {
    if (!job || printed.current === job.run) return;
    const element = sheetRef.current;
    if (!element) return;
    const next = productionPrintCss(job.paper, element.getBoundingClientRect().height);
    if (next !== css) {
      setCss(next);
      return;
    }
    printed.current = job.run;
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    const done = () => {
      root.classList.remove(PRINTING_CLASS);
      window.removeEventListener("afterprint", done);
    };
    window.addEventListener("afterprint", done);
    window.print();
  }, [job, css]);

  const portal =
    job &&
    createPortal(
      <div className={PRODUCTION_PRINT_CLASS} ref={sheetRef}>
        <style>{css || productionPrintCss(job.paper, 800)}</style>
        <ProductionSheet list={job.list} paper={job.paper} />
      </div>,
      document.body,
    );
  return { print, portal };
}

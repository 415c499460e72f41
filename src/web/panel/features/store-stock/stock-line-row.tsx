import { Minus, Plus } from "lucide-react";
import { Switch } from "radix-ui";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_STORE_STOCK } from "#shared/store-stock.ts";
import type { StoreStockLine } from "#shared/store-stock-schemas.ts";
import { cn } from "#web/panel/features/ui/cn.ts";

const COUNT = /^\d{1,6}$/;

/** A typed count the save can send: whole units from 0 to MAX_STORE_STOCK; null otherwise. */
function parseCount(text: string): number | null {
  const trimmed = text.trim();
  if (!COUNT.test(trimmed)) return null;
  const count = Number(trimmed);
  return count <= MAX_STORE_STOCK ? count : null;
}

const stepButton =
  "grid size-11 shrink-0 place-items-center rounded-xl border border-brand-200 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-40";

/**
 * One flavour at opening time: its count with big −/+ (thumb-sized on a phone) and a field to
 * type it, the "Esgotado" switch, and what the shop makes of it (low, none left).
 */
export function StockLineRow({
  line,
  edited,
  lowStockBelow,
  conflict,
  onCount,
  onAvailable,
  onValidity,
}: {
  line: StoreStockLine;
  /** Staff changed it since the last save. */
  edited: boolean;
  lowStockBelow: number;
  /** Why the last save refused this line (orders changed it meanwhile), if it did. */
  conflict: string | undefined;
  onCount(count: number): void;
  onAvailable(isAvailable: boolean): void;
  /** Whether the typed count can be saved. */
  onValidity(valid: boolean): void;
}) {
  const nameId = useId();
  const inputId = useId();
  const switchId = useId();
  const noteId = useId();
  const [text, setText] = useState(String(line.stockQuantity));
  const typed = parseCount(text);
  // A count set from elsewhere (−/+, a save, a fresh read) shows in the field.
  useEffect(() => {
    setText((current) =>
      parseCount(current) === line.stockQuantity ? current : String(line.stockQuantity),
    );
  }, [line.stockQuantity]);
  // The latest handler, so that only a change of validity reports (the parent's is new each render).
  const reportValidity = useRef(onValidity);
  reportValidity.current = onValidity;
  useEffect(() => reportValidity.current(typed !== null), [typed]);

  const type = (value: string) => {
    setText(value);
    const count = parseCount(value);
    if (count !== null) onCount(count);
  };
  const step = (delta: number) => {
    const count = Math.min(MAX_STORE_STOCK, Math.max(0, line.stockQuantity + delta));
    setText(String(count));
    onCount(count);
  };

  const low = line.isAvailable && line.stockQuantity > 0 && line.stockQuantity < lowStockBelow;
  const none = line.isAvailable && line.stockQuantity === 0;
  const note =
    typed === null
      ? `Use um número inteiro de 0 a ${MAX_STORE_STOCK.toLocaleString("pt-BR")}`
      : conflict;

  return (
    <li
      className={cn(
        "flex flex-col gap-3 rounded-2xl border-2 p-3 shadow-sm",
        edited ? "border-brand-600" : "border-transparent",
        // A flavour switched off reads greyed out.
        line.isAvailable ? "bg-white" : "bg-ink/5",
      )}
      data-testid="stock-line"
      aria-labelledby={nameId}
    >
      {/* Stacked on a phone; one line per flavour from a tablet up. */}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex items-center gap-3 sm:min-w-0 sm:flex-1">
          <img
            src={line.imageUrl}
            alt=""
            width={44}
            height={44}
            className="size-11 shrink-0 rounded-xl bg-ice-50 object-contain"
          />
          <p id={nameId} className="min-w-0 flex-1 font-bold leading-snug">
            {line.name}
            {edited && <span className="sr-only"> (alterado)</span>}
          </p>
          {low && (
            <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 text-xs">
              Estoque baixo
            </span>
          )}
          {none && (
            <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-900 text-xs">
              Sem unidades
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-nowrap sm:gap-x-6">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={stepButton}
              onClick={() => step(-1)}
              disabled={line.stockQuantity <= 0}
              aria-label={`Tirar 1 de ${line.name}`}
            >
              <Minus className="size-5" aria-hidden="true" />
            </button>
            <label htmlFor={inputId} className="sr-only">
              Unidades de {line.name}
            </label>
            <input
              id={inputId}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              value={text}
              onChange={(event) => type(event.target.value)}
              onFocus={(event) => event.target.select()}
              aria-invalid={typed === null || conflict !== undefined}
              aria-describedby={note ? noteId : undefined}
              className="h-11 w-20 rounded-xl border border-ink/30 bg-white text-center font-bold text-lg tabular-nums aria-invalid:border-red-600"
            />
            <button
              type="button"
              className={stepButton}
              onClick={() => step(1)}
              disabled={line.stockQuantity >= MAX_STORE_STOCK}
              aria-label={`Pôr mais 1 de ${line.name}`}
            >
              <Plus className="size-5" aria-hidden="true" />
            </button>
          </div>
          {/* On means sold out here: red, unlike the panel's green "on" switches. */}
          <div className="flex items-center gap-2">
            <Switch.Root
              id={switchId}
              checked={!line.isAvailable}
              onCheckedChange={(soldOut) => onAvailable(!soldOut)}
              className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink/30 transition-colors data-[state=checked]:bg-red-700"
            >
              <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
            </Switch.Root>
            <label htmlFor={switchId} className="cursor-pointer font-semibold text-sm">
              Esgotado<span className="sr-only"> — {line.name}</span>
            </label>
          </div>
        </div>
      </div>
      {note && (
        <p id={noteId} className="font-semibold text-red-700 text-sm">
          {note}
        </p>
      )}
    </li>
  );
}

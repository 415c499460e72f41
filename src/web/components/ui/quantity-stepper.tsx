import { Minus, Plus } from "lucide-react";
import { cn } from "#web/lib/utils.ts";

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The lowest value the minus button goes to (the cart uses 0 to remove a line). */
  min?: number;
  max?: number;
  /** Names the item, for screen readers: "Diminuir quantidade de Picolé de Cajá". */
  itemName?: string;
  className?: string;
}

export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = 99,
  itemName,
  className,
}: QuantityStepperProps) {
  const of = itemName ? ` de ${itemName}` : "";
  return (
    <div className={cn("inline-flex items-center rounded-full border border-brand-200", className)}>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-40"
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        aria-label={`Diminuir quantidade${of}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <output
        className="w-8 text-center font-bold"
        aria-live="polite"
        aria-label={`Quantidade${of}`}
      >
        {value}
      </output>
      <button
        type="button"
        className="grid size-10 place-items-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-40"
        onClick={() => onChange(value + 1)}
        disabled={value >= max}
        aria-label={`Aumentar quantidade${of}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

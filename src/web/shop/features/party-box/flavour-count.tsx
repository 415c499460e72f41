import { Minus, Plus } from "lucide-react";

const stepClass =
  "grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 disabled:opacity-40";

/**
 * One flavour's count in a box: − n + with 44 px targets, and the count typed in for a big box.
 * `max`: this flavour's count plus the box's room left (+ stops when the box is full).
 */
export function FlavourCount({
  name,
  value,
  max,
  disabled = false,
  onChange,
}: {
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange(value: number): void;
}) {
  return (
    <div className="inline-flex shrink-0 items-center rounded-full border border-brand-200 bg-white">
      <button
        type="button"
        className={stepClass}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 0}
        aria-label={`Tirar um ${name}`}
      >
        <Minus className="size-4" aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        onFocus={(event) => event.target.select()}
        className="h-11 w-10 appearance-none bg-transparent text-center font-bold [appearance:textfield] disabled:opacity-40 [&::-webkit-inner-spin-button]:appearance-none"
        aria-label={`Quantidade de ${name}`}
      />
      <button
        type="button"
        className={stepClass}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={`Mais um ${name}`}
      >
        <Plus className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

import { type ComponentProps, useEffect, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/utils.ts";

/**
 * Reads what staff type as reais ("8,99", "8.99", "1.250,00", "-2", "R$ 3,50") into integer
 * cents; NaN when it is not an amount, which the shared schema then reports in Portuguese.
 */
export function parseReais(text: string): number {
  let value = text.replace(/R\$|\s/g, "");
  if (value.includes(",")) value = value.replace(/\./g, "").replace(",", ".");
  if (!/^-?\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
}

/** Cents as staff type them back: 1250 → "12,50", -200 → "-2,00". */
export function formatReais(cents: number): string {
  if (!Number.isFinite(cents)) return "";
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number;
  onChange(cents: number): void;
};

/** A text field in reais, with "R$" in front, that hands the form integer cents. */
export function MoneyInput({ value, onChange, className, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => formatReais(value));

  // A reset of the form (another product opened) replaces what is shown; typing does not.
  useEffect(() => {
    setText((current) => {
      const shown = parseReais(current);
      return shown === value || (Number.isNaN(shown) && Number.isNaN(value))
        ? current
        : formatReais(value);
    });
  }, [value]);

  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        aria-hidden="true"
      >
        R$
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseReais(event.target.value));
        }}
        className={cn("pl-10", className)}
        {...props}
      />
    </div>
  );
}

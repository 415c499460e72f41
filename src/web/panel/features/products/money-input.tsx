import { type ComponentProps, useEffect, useState } from "react";
import { centsToBRLInput, parseBRLInput } from "#shared/money-input.ts";
import { Input } from "#web/components/ui/input.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { ReaisPrefix } from "#web/panel/features/ui/reais-prefix.tsx";

/**
 * What staff typed, in cents; NaN when it is not an amount, which the shared schema then
 * reports in its own words. A minus sign is read everywhere ("-1,50": a size's discount): the
 * schema says which fields may be negative.
 */
const toCents = (text: string) => parseBRLInput(text, { allowNegative: true }) ?? Number.NaN;

/** Cents as staff type them back: 1250 → "12,50", -200 → "-2,00"; nothing for NaN. */
const toText = (cents: number) => (Number.isFinite(cents) ? centsToBRLInput(cents) : "");

type MoneyInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: number;
  onChange(cents: number): void;
};

/** A text field in reais, with "R$" in front, that hands the form integer cents. */
export function MoneyInput({ value, onChange, className, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => toText(value));

  // A reset of the form (another product opened) replaces what is shown; typing does not.
  useEffect(() => {
    setText((current) => {
      const shown = toCents(current);
      return shown === value || (Number.isNaN(shown) && Number.isNaN(value))
        ? current
        : toText(value);
    });
  }, [value]);

  return (
    <ReaisPrefix>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(toCents(event.target.value));
        }}
        className={cn("pl-10", className)}
        {...props}
      />
    </ReaisPrefix>
  );
}

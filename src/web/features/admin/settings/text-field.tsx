import { type ComponentProps, useId } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

/**
 * A labelled input with an optional hint and error, both read out with the field
 * (aria-describedby); the staff forms of Marketing and Configurações use it.
 */
export function TextField({
  label,
  hint,
  error,
  ...inputProps
}: { label: string; hint?: string; error?: string | undefined } & ComponentProps<"input">) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

import { type ComponentProps, type ReactElement, type ReactNode, useId } from "react";
import { cn } from "#web/lib/utils.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

/** What the field's control carries to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type InputProps = Omit<
  ComponentProps<"input">,
  "children" | "id" | "aria-invalid" | "aria-describedby"
>;

type FormFieldProps = {
  /** Visible; may carry sr-only words that tell apart fields of a list ("do adicional 2"). */
  label: ReactNode;
  /** Shown under the control and read out with it. */
  hint?: string | undefined;
  /** Shown under the control, read out with it, and marks it invalid. */
  error?: string | undefined;
  /** A small, muted label close to its control, for a dense grid (the stores' hours). */
  compact?: boolean;
} & (
  | (InputProps & { children?: undefined })
  /** Another control than a text input (a textarea, a money input): rendered with these props. */
  | { children(control: FieldControlProps): ReactElement }
);

/**
 * The one labelled field of the web app: a visible label tied to its control (`for`), then the
 * hint and the error, both read out with the control (aria-describedby) — the error also marks it
 * aria-invalid. Without children the control is an Input taking the other props.
 */
export function FormField({
  label,
  hint,
  error,
  compact = false,
  children,
  ...input
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
  return (
    <div className={cn("flex min-w-0 flex-col", compact ? "gap-1" : "gap-1.5")}>
      {compact ? (
        <label htmlFor={id} className="text-muted text-xs">
          {label}
        </label>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children ? children(control) : <Input {...input} {...control} />}
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

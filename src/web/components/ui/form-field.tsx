import { type ComponentProps, useId } from "react";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

/** A labelled input: the label is visible and tied to the field. */
export function FormField({ label, ...props }: { label: string } & ComponentProps<"input">) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

import { Switch as SwitchPrimitive } from "radix-ui";
import { type ReactNode, useId } from "react";
import { cn } from "./cn.ts";

/**
 * An on/off switch with a visible label tied to it (role="switch", aria-checked). `label` may
 * carry sr-only text naming what it switches, so a list of switches reads apart.
 */
export function Switch({
  checked,
  onCheckedChange,
  label,
  disabled = false,
  className,
}: {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  label: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <SwitchPrimitive.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink/40 transition-colors disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-green-700"
      >
        <SwitchPrimitive.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </SwitchPrimitive.Root>
      <label htmlFor={id} className="cursor-pointer font-semibold text-sm">
        {label}
      </label>
    </div>
  );
}

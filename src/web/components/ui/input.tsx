import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-11 w-full rounded-xl border border-ink/30 bg-white px-3 text-base placeholder:text-muted/80 disabled:cursor-not-allowed disabled:bg-brand-50 aria-invalid:border-red-600",
        className,
      )}
      {...props}
    />
  );
}

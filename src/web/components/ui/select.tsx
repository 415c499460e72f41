import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

/**
 * The web app's one native select, styled like Input: the phone's own picker, and typing jumps to
 * a name. `compact` is the small round one that sits in a line of buttons (an order's status).
 * Tied to its label by the caller (FormField's children, or an id and a Label).
 */
export function Select({
  className,
  compact = false,
  ...props
}: ComponentProps<"select"> & { compact?: boolean }) {
  return (
    <select
      className={cn(
        "w-full border border-ink/30 bg-white px-3 disabled:cursor-not-allowed disabled:bg-brand-50 aria-invalid:border-red-600",
        compact ? "h-9 rounded-full text-sm" : "h-11 rounded-xl text-base",
        className,
      )}
      {...props}
    />
  );
}

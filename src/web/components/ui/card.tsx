import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

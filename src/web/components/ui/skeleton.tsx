import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("animate-pulse rounded-xl bg-brand-100/70", className)} {...props} />;
}

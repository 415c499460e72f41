import type { ReactNode } from "react";

/** "R$" in front of an amount's input (which leaves room for it with `pl-10`). */
export function ReaisPrefix({ children }: { children: ReactNode }) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
        aria-hidden="true"
      >
        R$
      </span>
      {children}
    </div>
  );
}

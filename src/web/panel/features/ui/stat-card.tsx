import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-muted text-sm">{label}</p>
        <Icon className="size-5 text-brand-600" aria-hidden="true" />
      </div>
      <p className="mt-2 font-extrabold text-2xl">{value}</p>
      {hint && <p className="mt-1 text-muted text-sm">{hint}</p>}
    </div>
  );
}

import { Building2, Store } from "lucide-react";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";

export const HQ_WORKPLACE = "Sede — todas as lojas";

/** "Frosty Paulista", "Frosty Paulista e Frosty Recife", "Frosty Paulista, Frosty Moema e …". */
export function workplaceLabel(access: StaffAccess): string {
  if (access.hq) return HQ_WORKPLACE;
  const names = access.stores.map((store) => store.name);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
}

/**
 * Where this staff member works, always on screen: HQ sees the whole chain; store staff see
 * their store (or each of their stores, listed). `compact` fits it on one line (phone header).
 */
export function StaffWorkplace({
  access,
  compact = false,
  collapsed = false,
}: {
  access: StaffAccess;
  compact?: boolean;
  /** The collapsed sidebar: an icon, the places in its title. */
  collapsed?: boolean;
}) {
  const Icon = access.hq ? Building2 : Store;
  const label = workplaceLabel(access);
  const heading = access.hq
    ? "Você trabalha na"
    : access.stores.length > 1
      ? "Suas lojas"
      : "Sua loja";
  if (collapsed) {
    return (
      <p className="grid place-items-center py-1" title={label} data-testid="staff-workplace">
        <Icon className="size-5 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{`${heading}: ${label}`}</span>
      </p>
    );
  }
  if (compact || access.hq) {
    return (
      <p
        className={compact ? "flex min-w-0 items-center gap-1.5 text-xs" : "flex gap-1.5 text-sm"}
        data-testid="staff-workplace"
      >
        <Icon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="sr-only">{`${heading}: `}</span>
        <span className={compact ? "truncate font-semibold" : "font-semibold"} title={label}>
          {label}
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="staff-workplace">
      <p className="flex items-center gap-1.5 font-semibold text-muted text-xs uppercase">
        <Icon className="size-4 text-brand-700" aria-hidden="true" />
        {heading}
      </p>
      <ul className="flex flex-col gap-1 pl-5.5">
        {access.stores.map((store) => (
          <li key={store.id} className="flex flex-col">
            <span className="font-semibold">{store.name}</span>
            <span className="text-muted text-xs">
              {store.city} - {store.state}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Building2, Plus, Store, X } from "lucide-react";
import { formatShopDateTime } from "#shared/shop-calendar.ts";
import type { TeamMember, TeamStore } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { HQ_WORKPLACE } from "#web/panel/features/staff-workplace.tsx";
import { useRevokeStore } from "./api.ts";
import { byWhom } from "./team-words.ts";

/** "desde 20/11/2026 14:03, por Bruna Sede" */
function grantedLine(at: string, by: string | null): string {
  return `desde ${formatShopDateTime(at)}${by ? `, ${byWhom(by)}` : ""}`;
}

/**
 * The team, one card per person: HQ (the whole chain) or the stores they work at, each with
 * who gave it and when, and a button to take it away; more stores, or all of them taken.
 */
export function TeamList({
  members,
  me,
  onAddStores,
  onRemoveAll,
}: {
  members: readonly TeamMember[];
  /** The signed-in HQ member: marked "você". */
  me: string;
  onAddStores(member: TeamMember): void;
  onRemoveAll(member: TeamMember): void;
}) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Equipe">
      {members.map((member) => (
        <li
          key={member.id}
          className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm"
          data-testid="team-member"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-bold">
                {member.name}
                {member.id === me && <span className="font-normal text-muted"> (você)</span>}
              </p>
              <p className="break-all text-muted text-sm">{member.email}</p>
              <p className="text-muted text-xs">
                conta criada em {formatShopDateTime(member.createdAt)}
              </p>
            </div>
            {/* HQ already sees every store: stores would add nothing. */}
            {!member.hq && (
              <Button type="button" variant="outline" size="sm" onClick={() => onAddStores(member)}>
                <Plus aria-hidden="true" />
                Lojas<span className="sr-only"> para {member.name}</span>
              </Button>
            )}
          </div>
          {member.hq && (
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2.5 py-0.5 font-semibold text-white text-xs">
                <Building2 className="size-3.5" aria-hidden="true" />
                {HQ_WORKPLACE}
              </span>
              <span className="text-muted text-xs">
                {grantedLine(member.hq.since, member.hq.grantedBy)}
              </span>
            </p>
          )}
          {member.stores.length > 0 && (
            <ul
              className="flex flex-col divide-y divide-brand-50"
              aria-label={`Lojas de ${member.name}`}
            >
              {member.stores.map((store) => (
                <StoreRow key={store.id} member={member} store={store} />
              ))}
            </ul>
          )}
          {member.stores.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="self-start text-red-700"
              onClick={() => onRemoveAll(member)}
            >
              Remover de todas as lojas<span className="sr-only"> ({member.name})</span>
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function StoreRow({ member, store }: { member: TeamMember; store: TeamStore }) {
  const revoke = useRevokeStore();
  const remove = async () => {
    try {
      await revoke.mutateAsync({ userId: member.id, storeId: store.id });
      toast.success(`${member.name} saiu da equipe da ${store.name}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível remover da loja");
    }
  };
  return (
    <li className="flex items-center gap-3 py-2">
      <Store className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sm">
          {store.name}{" "}
          <span className="font-normal text-muted text-xs">
            {store.city} - {store.state}
          </span>
        </p>
        <p className="text-muted text-xs">{grantedLine(store.grantedAt, store.grantedBy)}</p>
      </div>
      <button
        type="button"
        onClick={remove}
        disabled={revoke.isPending}
        className="grid size-9 shrink-0 place-items-center rounded-full text-muted hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
        aria-label={`Remover ${member.name} da ${store.name}`}
        title="Remover desta loja"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

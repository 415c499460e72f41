import { useState } from "react";
import type { TeamAccount, TeamMember } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useAdminStores } from "#web/features/admin/stores/api.ts";
import { toast } from "#web/lib/toast.ts";
import { AccountSearch } from "./account-search.tsx";
import { useGrantStores } from "./api.ts";
import { StoreMultiSelect } from "./store-multi-select.tsx";
import { storesPhrase } from "./team-words.ts";

/**
 * "Adicionar à equipe": an existing account (searched by e-mail, or the member the dialog was
 * opened for) and the stores it will work at. HQ's access is not given here: only from the shell.
 */
export function AddMemberDialog({
  open,
  onOpenChange,
  member,
  team,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Adding stores to someone already in the team. */
  member: TeamMember | null;
  team: readonly TeamMember[];
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl!">
        <DialogTitle>
          {member ? `Mais lojas para ${member.name}` : "Adicionar à equipe"}
        </DialogTitle>
        <DialogDescription>
          A pessoa passa a ver e mover os pedidos, o estoque e os horários das lojas escolhidas, e
          nada de outras lojas.
        </DialogDescription>
        {/* Keyed by whom it was opened for: a new opening starts from nothing chosen. */}
        {open && (
          <AddMemberForm
            key={member?.id ?? "new"}
            member={member}
            team={team}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddMemberForm({
  member,
  team,
  onDone,
}: {
  member: TeamMember | null;
  team: readonly TeamMember[];
  onDone(): void;
}) {
  const [account, setAccount] = useState<TeamAccount | null>(member);
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const { data: stores, isPending, isError } = useAdminStores("");
  const grant = useGrantStores();
  const current = team.find((someone) => someone.id === account?.id) ?? null;

  const save = async () => {
    if (!account || storeIds.length === 0) return;
    try {
      const change = await grant.mutateAsync({ userId: account.id, storeIds });
      const names = (change.member?.stores ?? [])
        .filter((store) => change.storeIds.includes(store.id))
        .map((store) => store.name);
      toast.success(`${account.name} agora é da equipe de ${storesPhrase(names)}`);
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível adicionar à equipe");
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      {member ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm">
          <span className="font-semibold">{member.name}</span>{" "}
          <span className="break-all text-muted">{member.email}</span>
        </p>
      ) : (
        <AccountSearch chosen={account} onChoose={setAccount} />
      )}
      {current?.hq && (
        <p className="rounded-xl bg-brand-50 p-3 text-sm" role="status">
          {current.name} é da sede e já vê todas as lojas.
        </p>
      )}
      {isPending && <p role="status">Carregando lojas...</p>}
      {isError && <p role="alert">Não foi possível carregar as lojas.</p>}
      {stores && (
        <StoreMultiSelect
          stores={stores}
          selected={storeIds}
          onChange={setStoreIds}
          already={current?.stores.map((store) => store.id) ?? []}
        />
      )}
      {/* Always in reach, however long the store list scrolls. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap justify-end gap-2 border-brand-100 border-t bg-white px-5 py-3">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!account || storeIds.length === 0 || grant.isPending}>
          {storeIds.length > 1 ? `Adicionar às ${storeIds.length} lojas` : "Adicionar"}
        </Button>
      </div>
    </form>
  );
}

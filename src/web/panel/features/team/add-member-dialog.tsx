import { useState } from "react";
import type { TeamMember } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toast } from "#web/lib/toast.ts";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import { useGrantStores } from "./api.ts";
import { StoreMultiSelect } from "./store-multi-select.tsx";
import { storesPhrase } from "./team-words.ts";

/**
 * "Lojas" on a team member's card: more stores for someone already in the team. Someone new is
 * invited instead (invite-dialog.tsx): the panel never gives stores to an account found by its
 * e-mail. HQ's access is not given here: only from the shell.
 */
export function AddMemberDialog({
  member,
  onOpenChange,
  team,
}: {
  /** The member the dialog is open for; null when closed. */
  member: TeamMember | null;
  onOpenChange(open: boolean): void;
  team: readonly TeamMember[];
}) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl!">
        <DialogTitle>{member ? `Mais lojas para ${member.name}` : "Mais lojas"}</DialogTitle>
        <DialogDescription>
          A pessoa passa a ver e mover os pedidos, o estoque e os horários das lojas escolhidas, e
          nada de outras lojas.
        </DialogDescription>
        {/* Keyed by whom it was opened for: a new opening starts from nothing chosen. */}
        {member && (
          <AddMemberForm
            key={member.id}
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
  member: TeamMember;
  team: readonly TeamMember[];
  onDone(): void;
}) {
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const { data: stores, isPending, isError } = useAdminStores("");
  const grant = useGrantStores();
  const current = team.find((someone) => someone.id === member.id) ?? member;

  const save = async () => {
    if (storeIds.length === 0) return;
    try {
      const change = await grant.mutateAsync({ userId: member.id, storeIds });
      const names = (change.member?.stores ?? [])
        .filter((store) => change.storeIds.includes(store.id))
        .map((store) => store.name);
      toast.success(`${member.name} agora é da equipe ${storesPhrase(names)}`);
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
      <p className="rounded-xl bg-brand-50 p-3 text-sm">
        <span className="font-semibold">{member.name}</span>{" "}
        <span className="break-all text-muted">{member.email}</span>
      </p>
      {current.hq && (
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
          already={current.stores.map((store) => store.id)}
        />
      )}
      {/* Always in reach, however long the store list scrolls. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap justify-end gap-2 border-brand-100 border-t bg-white px-5 py-3">
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={storeIds.length === 0 || grant.isPending}>
          {storeIds.length > 1 ? `Adicionar às ${storeIds.length} lojas` : "Adicionar"}
        </Button>
      </div>
    </form>
  );
}

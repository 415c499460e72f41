import type { TeamMember } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toast } from "#web/lib/toast.ts";
import { useRevokeAllStores } from "./api.ts";

/** Confirms taking every store from someone: their panel closes on its next request. */
export function RemoveAllDialog({
  member,
  onOpenChange,
}: {
  member: TeamMember | null;
  onOpenChange(open: boolean): void;
}) {
  const revoke = useRevokeAllStores();

  const confirm = async () => {
    if (!member) return;
    try {
      await revoke.mutateAsync(member.id);
      toast.success(`${member.name} saiu da equipe de todas as lojas`);
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível remover das lojas");
    }
  };

  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md!" role="alertdialog">
        <DialogTitle>Remover {member?.name} de todas as lojas?</DialogTitle>
        <DialogDescription>
          {member?.hq
            ? "As lojas saem; o acesso de sede continua (ele só muda pela linha de comando)."
            : `Sai das ${member?.stores.length ?? 0} lojas na hora: o painel deixa de abrir para esta pessoa.`}
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            Remover de todas
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

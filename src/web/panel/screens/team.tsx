import { UserPlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import type { TeamMember } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { AccessLogSection } from "#web/panel/features/team/access-log-section.tsx";
import { AddMemberDialog } from "#web/panel/features/team/add-member-dialog.tsx";
import { useTeam } from "#web/panel/features/team/api.ts";
import { InvitationsSection } from "#web/panel/features/team/invitations-section.tsx";
import { InviteDialog } from "#web/panel/features/team/invite-dialog.tsx";
import { RemoveAllDialog } from "#web/panel/features/team/remove-all-dialog.tsx";
import { filterTeam } from "#web/panel/features/team/team-filter.ts";
import { TeamList } from "#web/panel/features/team/team-list.tsx";
import { SearchBox } from "#web/panel/features/ui/search-box.tsx";

/**
 * Equipe (HQ only): who may use the panel, inviting someone new (a one-time link), more stores
 * for someone already in it, the invitations, and the access log.
 */
export function AdminTeamPage() {
  const session = useStaffSession();
  const { data: members, isPending, isError } = useTeam();
  const [query, setQuery] = useState("");
  const shown = filterTeam(members ?? [], useDeferredValue(query));
  const [inviting, setInviting] = useState(false);
  const [adding, setAdding] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-extrabold text-3xl">Equipe</h1>
          <p className="text-muted text-sm">
            Quem usa o painel: a sede vê a rede toda; a equipe de loja, só as suas lojas. Alguém
            novo entra por um convite; o acesso de sede muda só pela linha de comando (npm run
            admin:grant, com confirmação).
          </p>
        </div>
        <Button type="button" onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" />
          Convidar
        </Button>
      </div>

      <section className="flex flex-col gap-3" aria-labelledby="team-heading">
        <h2 id="team-heading" className="sr-only">
          Pessoas da equipe
        </h2>
        <SearchBox
          label="Buscar na equipe"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Nome, e-mail ou loja"
        />
        {isPending && <p role="status">Carregando equipe...</p>}
        {isError && <p role="alert">Não foi possível carregar a equipe.</p>}
        {members && (
          <p className="text-muted text-sm" aria-live="polite">
            {shown.length === 1 ? "1 pessoa" : `${shown.length} pessoas`}
          </p>
        )}
        {members && (
          <TeamList
            members={shown}
            me={session.user.id}
            onAddStores={setAdding}
            onRemoveAll={setRemoving}
          />
        )}
      </section>

      <InvitationsSection />
      <AccessLogSection />

      <InviteDialog open={inviting} onOpenChange={setInviting} />
      <AddMemberDialog
        member={adding}
        onOpenChange={(open) => !open && setAdding(null)}
        team={members ?? []}
      />
      <RemoveAllDialog member={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </div>
  );
}

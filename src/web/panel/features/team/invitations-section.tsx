import { TriangleAlert } from "lucide-react";
import { formatShopDateTime } from "#shared/shop-calendar.ts";
import type { Invitation } from "#shared/staff-invitation-schemas.ts";
import { INVITATION_HISTORY_DAYS } from "#shared/staff-team.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { useInvitations, useRevokeInvitation } from "./api.ts";

const STATUS_LABELS: Record<Invitation["status"], string> = {
  pending: "Pendente",
  accepted: "Aceito",
  expired: "Expirou",
  revoked: "Revogado",
};

/** "Frosty Paulista e Frosty Boa Viagem" */
function storeNames(invitation: Invitation): string {
  const names = invitation.stores.map((store) => store.name ?? `loja ${store.id} (excluída)`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
}

function StatusLine({ invitation }: { invitation: Invitation }) {
  const { status, acceptedBy } = invitation;
  if (status === "pending") {
    return <>vale até {formatShopDateTime(invitation.expiresAt)}</>;
  }
  if (status === "expired") return <>expirou em {formatShopDateTime(invitation.expiresAt)}</>;
  if (status === "revoked") {
    return <>revogado em {formatShopDateTime(invitation.revokedAt ?? invitation.createdAt)}</>;
  }
  const when = formatShopDateTime(invitation.acceptedAt ?? invitation.createdAt);
  if (!acceptedBy) return <>aceito em {when} (a conta foi apagada)</>;
  return (
    <>
      aceito em {when} por <span className="font-semibold text-ink">{acceptedBy.name}</span>{" "}
      <span className="break-all">({acceptedBy.email})</span>, conta criada em{" "}
      {formatShopDateTime(acceptedBy.createdAt)}
    </>
  );
}

/**
 * What HQ should look at twice in an accepted invitation: an account under another address, or
 * one created before the invitation (someone else may have made it with the person's address).
 */
function acceptedWarnings(invitation: Invitation): string[] {
  const account = invitation.acceptedBy;
  if (invitation.status !== "accepted" || !account) return [];
  const warnings: string[] = [];
  if (account.email !== invitation.email) {
    warnings.push(`Aceito por uma conta com outro e-mail (${account.email}).`);
  }
  if (Date.parse(account.createdAt) < Date.parse(invitation.createdAt)) {
    warnings.push("A conta que aceitou já existia antes do convite: confirme com a pessoa.");
  }
  return warnings;
}

function InvitationRow({ invitation }: { invitation: Invitation }) {
  const revoke = useRevokeInvitation();
  const revokeNow = async () => {
    try {
      await revoke.mutateAsync(invitation.id);
      toast.success(`Convite de ${invitation.email} revogado`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível revogar o convite");
    }
  };
  const warnings = acceptedWarnings(invitation);
  return (
    <li className="flex flex-wrap items-start gap-3 py-3" data-testid="invitation">
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="break-all font-semibold">{invitation.email}</span>{" "}
          <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 text-xs">
            {STATUS_LABELS[invitation.status]}
          </span>
        </p>
        <p className="text-sm">{storeNames(invitation)}</p>
        <p className="text-muted text-xs">
          por {invitation.createdBy} em {formatShopDateTime(invitation.createdAt)} ·{" "}
          <StatusLine invitation={invitation} />
        </p>
        {warnings.map((warning) => (
          <p key={warning} className="mt-1 flex items-start gap-1 text-amber-900 text-xs">
            <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
            {warning}
          </p>
        ))}
      </div>
      {invitation.status === "pending" && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="text-red-700"
          onClick={revokeNow}
          disabled={revoke.isPending}
        >
          Revogar<span className="sr-only"> o convite de {invitation.email}</span>
        </Button>
      )}
    </li>
  );
}

/** Equipe's invitations: the pending ones (with "Revogar"), then the recent others. */
export function InvitationsSection() {
  const { data, isPending, isError } = useInvitations();
  const pending = data?.filter((invitation) => invitation.status === "pending").length ?? 0;
  return (
    <SectionCard
      title="Convites"
      description={`Os convites pendentes e os dos últimos ${INVITATION_HISTORY_DAYS} dias. O link de um convite só aparece quando ele é criado.`}
    >
      {isPending && <p role="status">Carregando convites...</p>}
      {isError && <p role="alert">Não foi possível carregar os convites.</p>}
      {data && (
        <p className="text-muted text-sm" aria-live="polite">
          {pending === 1 ? "1 convite pendente" : `${pending} convites pendentes`}
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="flex flex-col divide-y divide-brand-50" aria-label="Convites">
          {data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

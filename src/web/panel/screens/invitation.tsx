import { useQueryClient } from "@tanstack/react-query";
import { Store } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { formatShopDateTime } from "#shared/shop-calendar.ts";
import type { InvitationPreview } from "#shared/staff-invitation-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";
import { authClient } from "#web/panel/features/auth/auth-client.ts";
import { AuthLayout } from "#web/panel/features/auth/auth-layout.tsx";
import { SignInForm, SignUpForm } from "#web/panel/features/auth/staff-auth-forms.tsx";
import { STAFF_HOME } from "#web/panel/features/auth/staff-home.ts";
import {
  invitationQueries,
  useAcceptInvitation,
  useInvitationPreview,
  useSignedInAccount,
} from "#web/panel/features/invitations/api.ts";

const PANEL = STAFF_HOME;

/**
 * /convite/<token>: an invitation's link (decision 019). Shows whom it is for, who sent it and
 * which stores it gives; the person creates an account (or signs in to theirs) right here and
 * accepts. The stores go to the account signed in when "Aceitar convite" is pressed.
 */
export function InvitationPage() {
  const { token = "" } = useParams();
  const preview = useInvitationPreview(token);

  return (
    <AuthLayout title="Convite para a equipe">
      {preview.isPending && <p role="status">Carregando convite...</p>}
      {preview.isError && (
        <div className="flex flex-col gap-4 text-center">
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
            {preview.error.message}
          </p>
          <Link to="/login" className="font-semibold text-brand-700 underline">
            Ir para o acesso da equipe
          </Link>
        </div>
      )}
      {preview.data && <Invitation token={token} invitation={preview.data} />}
    </AuthLayout>
  );
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const account = useSignedInAccount();
  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby="invitation-stores" className="flex flex-col gap-3">
        <p>
          <span className="font-semibold">{invitation.invitedBy}</span>, da sede da Frosty, convidou{" "}
          <span className="break-all font-semibold">{invitation.email}</span> para a equipe de:
        </p>
        <h2 id="invitation-stores" className="sr-only">
          Lojas do convite
        </h2>
        <ul className="flex flex-col gap-2" aria-label="Lojas do convite">
          {invitation.stores.map((store) => (
            <li key={store.id} className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2">
              <Store className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="font-semibold">{store.name}</span>
              <span className="text-muted text-sm">
                {store.city} - {store.state}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-muted text-sm">
          O convite vale até {formatShopDateTime(invitation.expiresAt)}, uma vez só.
        </p>
      </section>
      {account.isPending && <p role="status">Verificando sua sessão...</p>}
      {account.isError && <p role="alert">Não foi possível verificar sua sessão.</p>}
      {account.isSuccess &&
        (account.data ? (
          <AcceptAs token={token} invitation={invitation} account={account.data} />
        ) : (
          <SignInToAccept invitation={invitation} />
        ))}
    </div>
  );
}

function AcceptAs({
  token,
  invitation,
  account,
}: {
  token: string;
  invitation: InvitationPreview;
  account: { name: string; email: string };
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation(token);
  const otherAddress = account.email.toLowerCase() !== invitation.email.toLowerCase();

  const acceptNow = async () => {
    try {
      const { stores } = await accept.mutateAsync();
      const names = stores.map((store) => store.name);
      toast.success("Convite aceito!", {
        description: `Agora você é da equipe de ${names.length === 1 ? names[0] : `${names.length} lojas`}.`,
      });
      navigate(PANEL);
    } catch (error) {
      toast.error("Não foi possível aceitar o convite", {
        description: error instanceof Error ? error.message : undefined,
      });
      // It may have been used, revoked or have expired meanwhile: show what it is now.
      await queryClient.invalidateQueries({ queryKey: invitationQueries.preview(token).queryKey });
    }
  };
  const signOut = async () => {
    await authClient.signOut();
    await queryClient.invalidateQueries({ queryKey: invitationQueries.session().queryKey });
  };

  return (
    <div className="flex flex-col gap-4 border-brand-100 border-t pt-5">
      <p>
        Você entrou como <span className="font-semibold">{account.name}</span>{" "}
        <span className="break-all text-muted">({account.email})</span>.
      </p>
      {otherAddress && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-950 text-sm">
          O convite foi enviado para {invitation.email}. Ao aceitar, as lojas vão para a conta com
          que você entrou ({account.email}), e a sede vê qual conta aceitou.
        </p>
      )}
      <Button type="button" size="lg" onClick={acceptNow} disabled={accept.isPending}>
        Aceitar convite
      </Button>
      <button
        type="button"
        onClick={signOut}
        className="self-center font-semibold text-brand-700 text-sm underline"
      >
        Não é você? Sair
      </button>
    </div>
  );
}

function SignInToAccept({ invitation }: { invitation: InvitationPreview }) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"sign-up" | "sign-in">("sign-up");
  const [taken, setTaken] = useState<string | null>(null);
  const signedIn = () =>
    queryClient.invalidateQueries({ queryKey: invitationQueries.session().queryKey });

  return (
    <div className="flex flex-col gap-4 border-brand-100 border-t pt-5">
      <p className="text-sm">Para aceitar, crie sua conta ou entre na que você já tem.</p>
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-brand-50 p-1">
        <legend className="sr-only">Como entrar</legend>
        {(
          [
            ["sign-up", "Criar conta"],
            ["sign-in", "Já tenho conta"],
          ] as const
        ).map(([value, label]) => (
          <button
            key={value}
            type="button"
            aria-pressed={mode === value}
            onClick={() => setMode(value)}
            className={cn(
              "rounded-lg px-3 py-2 font-semibold text-sm",
              mode === value ? "bg-white text-brand-800 shadow-sm" : "text-brand-700",
            )}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {taken && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-950 text-sm">
          Já existe uma conta com {taken}. Se ela é sua, entre com ela em “Já tenho conta”. Se não
          foi você quem a criou, crie sua conta com outro e-mail e avise a sede: o convite vale para
          a conta com que você o aceitar.
        </p>
      )}
      {mode === "sign-up" ? (
        <SignUpForm
          defaultEmail={invitation.email}
          onSignedUp={signedIn}
          onAlreadyExists={setTaken}
        />
      ) : (
        <SignInForm defaultEmail={invitation.email} onSignedIn={signedIn} />
      )}
    </div>
  );
}

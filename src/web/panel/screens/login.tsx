import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "#web/lib/toast.ts";
import { authClient } from "#web/panel/features/auth/auth-client.ts";
import { AuthLayout } from "#web/panel/features/auth/auth-layout.tsx";
import { signOutDone } from "#web/panel/features/auth/signing-out.ts";
import { SignInForm } from "#web/panel/features/auth/staff-auth-forms.tsx";
import { STAFF_HOME } from "#web/panel/features/auth/staff-home.ts";
import { useCatalog } from "#web/panel/features/catalog-api.ts";

export function LoginPage() {
  const navigate = useNavigate();
  const supportEmail = useCatalog().data?.site.supportEmail;
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");

  // Here after signing out: the next panel opened starts as usual.
  useEffect(signOutDone, []);

  // Someone already signed in goes straight to the panel.
  useEffect(() => {
    let active = true;
    authClient.getSession().then(({ data }) => {
      if (active && data?.session) navigate(STAFF_HOME, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  const signingUp = mode === "sign-up";
  return (
    <AuthLayout title={signingUp ? "Criar conta" : "Acesso da equipe"}>
      {signingUp ? (
        <ByInvitation supportEmail={supportEmail} />
      ) : (
        <SignInForm onSignedIn={() => navigate(STAFF_HOME)} />
      )}
      <div className="mt-5 flex flex-col items-center gap-2 text-sm">
        {!signingUp && (
          <button
            type="button"
            className="font-semibold text-brand-700 underline"
            onClick={() =>
              toast.info("Esqueci minha senha", {
                description: `Entre em contato com o suporte${supportEmail ? `: ${supportEmail}` : ""} para redefinir sua senha.`,
              })
            }
          >
            Esqueci minha senha
          </button>
        )}
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => setMode(signingUp ? "sign-in" : "sign-up")}
        >
          {signingUp ? "Acesse sua conta" : "Criar nova conta"}
        </button>
      </div>
    </AuthLayout>
  );
}

/**
 * No open sign-up: an account made here could do nothing (roles come only with an invitation,
 * decision 019), so the page says how access is given instead of creating one.
 */
function ByInvitation({ supportEmail }: { supportEmail: string | undefined }) {
  return (
    <div className="flex flex-col gap-3 text-center" data-testid="sign-up-by-invitation">
      <p className="font-semibold">O acesso ao painel é por convite.</p>
      <p className="text-muted">
        Peça a quem administra a sua loja um convite por e-mail. Abra o link do convite para criar
        sua conta: ela já chega com acesso às lojas certas.
      </p>
      {supportEmail && (
        <p className="text-muted text-sm">
          Dúvidas? Escreva para{" "}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          .
        </p>
      )}
    </div>
  );
}

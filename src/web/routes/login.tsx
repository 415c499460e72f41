import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { authClient } from "#web/features/auth/auth-client.ts";
import { AuthLayout } from "#web/features/auth/auth-layout.tsx";
import { SignInForm, SignUpForm } from "#web/features/auth/staff-auth-forms.tsx";
import { useCatalog } from "#web/features/catalog/api.ts";
import { toast } from "#web/lib/toast.ts";

const DASHBOARD = "/admin/dashboard";

export function LoginPage() {
  const navigate = useNavigate();
  const supportEmail = useCatalog().data?.site.supportEmail;
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");

  // Someone already signed in goes straight to the panel.
  useEffect(() => {
    let active = true;
    authClient.getSession().then(({ data }) => {
      if (active && data?.session) navigate(DASHBOARD, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  const signingUp = mode === "sign-up";
  return (
    <AuthLayout title={signingUp ? "Criar conta" : "Acesso da equipe"}>
      {signingUp ? (
        <SignUpForm onSignedUp={() => navigate(DASHBOARD)} />
      ) : (
        <SignInForm onSignedIn={() => navigate(DASHBOARD)} />
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

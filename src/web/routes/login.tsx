import { type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { authClient } from "#web/features/auth/auth-client.ts";
import { authErrorMessage } from "#web/features/auth/auth-errors.ts";
import { AuthLayout } from "#web/features/auth/auth-layout.tsx";
import { useCatalog } from "#web/features/catalog/api/get-catalog.ts";
import { toast } from "#web/lib/toast.ts";

const DASHBOARD = "/admin/dashboard";

export function LoginPage() {
  const navigate = useNavigate();
  const supportEmail = useCatalog().data?.site.supportEmail;
  const [mode, setMode] = useState<"sign-in" | "sign-up">("sign-in");
  const [busy, setBusy] = useState(false);

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const name = String(form.get("name") ?? "").trim();
    setBusy(true);
    try {
      if (mode === "sign-in") {
        const { error } = await authClient.signIn.email({ email, password });
        if (error) {
          toast.error("Erro no login", {
            description: authErrorMessage(error) ?? "Verifique suas credenciais",
          });
          return;
        }
        toast.success("Login bem-sucedido!");
        navigate(DASHBOARD);
      } else {
        const { data, error } = await authClient.signUp.email({ email, password, name });
        if (error) {
          toast.error("Erro no cadastro", {
            description: authErrorMessage(error) ?? "Tente novamente",
          });
          return;
        }
        toast.success("Cadastro realizado!");
        if (data?.token) navigate(DASHBOARD);
        else
          toast.info("Verificação de e-mail", { description: "Confirme seu e-mail para entrar." });
      }
    } finally {
      setBusy(false);
    }
  };

  const signingUp = mode === "sign-up";
  return (
    <AuthLayout title={signingUp ? "Criar conta" : "Acesso da equipe"}>
      <form onSubmit={submit} className="flex flex-col gap-4" key={mode}>
        {signingUp && <FormField label="Nome completo" name="name" autoComplete="name" required />}
        <FormField label="E-mail" name="email" type="email" autoComplete="email" required />
        <FormField
          label="Senha"
          name="password"
          type="password"
          autoComplete={signingUp ? "new-password" : "current-password"}
          minLength={PASSWORD_MIN_LENGTH}
          required
        />
        <Button type="submit" size="lg" disabled={busy}>
          {signingUp ? "Cadastrar" : "Entrar"}
        </Button>
      </form>
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

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import { signInSchema, signUpSchema } from "#shared/staff-auth-forms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { AccountFields } from "#web/features/auth/account-fields.tsx";
import { authClient } from "#web/features/auth/auth-client.ts";
import { authErrorMessage } from "#web/features/auth/auth-errors.ts";
import { AuthLayout } from "#web/features/auth/auth-layout.tsx";
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
      {signingUp ? <SignUpForm /> : <SignInForm />}
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

function SignInForm() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    const { error } = await authClient.signIn.email(account);
    if (error) {
      toast.error("Erro no login", {
        description: authErrorMessage(error) ?? "Verifique suas credenciais",
      });
      return;
    }
    toast.success("Login bem-sucedido!");
    navigate(DASHBOARD);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <FormField
        label="Senha"
        type="password"
        autoComplete="current-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        Entrar
      </Button>
    </form>
  );
}

function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    const { data, error } = await authClient.signUp.email(account);
    if (error) {
      toast.error("Erro no cadastro", {
        description: authErrorMessage(error) ?? "Tente novamente",
      });
      return;
    }
    toast.success("Cadastro realizado!");
    if (data?.token) navigate(DASHBOARD);
    else toast.info("Verificação de e-mail", { description: "Confirme seu e-mail para entrar." });
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <AccountFields register={form.register} errors={errors} />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        Cadastrar
      </Button>
    </form>
  );
}

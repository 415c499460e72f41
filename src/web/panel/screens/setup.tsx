import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { signUpSchema } from "#shared/staff-auth-forms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { AccountFields } from "#web/panel/features/auth/account-fields.tsx";
import { authErrorMessage } from "#web/panel/features/auth/auth-errors.ts";
import { AuthLayout } from "#web/panel/features/auth/auth-layout.tsx";
import { generatePassword } from "#web/panel/features/auth/generate-password.ts";
import { EMAIL_TAKEN, signUpAndSignIn } from "#web/panel/features/auth/sign-up.ts";

/** The new user's id stays on screen 10 s; an existing user moves on after 1 s. */
const ID_TOAST_MS = 10_000;
const REDIRECT_DELAY_MS = 1_000;

export function SetupPage() {
  const navigate = useNavigate();
  const [password] = useState(generatePassword);
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "Administrador Frosty", email: "admin@frosty.example.com", password },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    const outcome = await signUpAndSignIn(account);
    switch (outcome.kind) {
      case "created":
        toast.success("Conta criada com sucesso!", {
          description: `ID do usuário: ${outcome.userId}`,
          duration: ID_TOAST_MS,
        });
        return;
      case "existing":
        toast.info("Usuário já existe");
        setTimeout(() => navigate("/admin/dashboard"), REDIRECT_DELAY_MS);
        return;
      case "taken":
        toast.error("Erro", { description: EMAIL_TAKEN });
        return;
      case "refused":
        toast.error("Erro", {
          description: authErrorMessage(outcome.error) ?? "Não foi possível criar o usuário",
        });
    }
  });

  return (
    <AuthLayout title="Configurar administrador">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <AccountFields register={form.register} errors={errors} showPassword />
        <p className="text-muted text-xs">
          Senha gerada agora, só para você. Guarde-a antes de criar a conta.
        </p>
        <div
          role="note"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            O papel de administrador deve ser adicionado manualmente depois de criar a conta:{" "}
            <code className="font-mono">npm run admin:grant -- &lt;e-mail&gt;</code> (o comando
            mostra a conta, com a data em que foi criada, e pede confirmação)
          </p>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          Criar Conta Admin
        </Button>
      </form>
      <p className="mt-5 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Ir para o login
        </Link>
      </p>
    </AuthLayout>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import { signInSchema, signUpSchema } from "#shared/staff-auth-forms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { toast } from "#web/lib/toast.ts";
import { AccountFields } from "./account-fields.tsx";
import { authClient } from "./auth-client.ts";
import { authErrorMessage } from "./auth-errors.ts";
import { EMAIL_TAKEN, signUpAndSignIn } from "./sign-up.ts";

/**
 * The staff's sign-in form (/login, and an invitation's page): Better Auth's e-mail sign-in, its
 * refusals shown in pt-BR. What follows a sign-in is the page's.
 */
export function SignInForm({
  onSignedIn,
  defaultEmail = "",
}: {
  onSignedIn(): void;
  defaultEmail?: string;
}) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
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
    onSignedIn();
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

/**
 * The staff's sign-up form (/login, and an invitation's page): a new account, then signed in to
 * it (sign-up.ts). Typed with the e-mail and password of an account one already has, it signs
 * in to that one. `onAlreadyExists` lets a page say more than the toast when the e-mail has an
 * account with another password.
 */
export function SignUpForm({
  onSignedUp,
  onAlreadyExists,
  defaultEmail = "",
}: {
  onSignedUp(): void;
  onAlreadyExists?(email: string): void;
  defaultEmail?: string;
}) {
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (account) => {
    const outcome = await signUpAndSignIn(account);
    switch (outcome.kind) {
      case "created":
        toast.success("Cadastro realizado!");
        onSignedUp();
        return;
      case "existing":
        toast.success("Este e-mail já tinha conta: você entrou nela.");
        onSignedUp();
        return;
      case "taken":
        toast.error("Não foi possível entrar", { description: EMAIL_TAKEN });
        onAlreadyExists?.(account.email);
        return;
      case "refused":
        toast.error("Erro no cadastro", {
          description: authErrorMessage(outcome.error) ?? "Tente novamente",
        });
    }
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

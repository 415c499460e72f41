import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";
import type { signUpSchema } from "#shared/staff-auth-forms.ts";
import { FormField } from "#web/components/ui/form-field.tsx";

type NewAccount = z.input<typeof signUpSchema>;

interface AccountFieldsProps {
  register: UseFormRegister<NewAccount>;
  errors: FieldErrors<NewAccount>;
  /** /setup shows the password it generated, so it can be copied before the account exists. */
  showPassword?: boolean;
}

/** A new staff account's fields: name, e-mail and password (/login's sign-up and /setup). */
export function AccountFields({ register, errors, showPassword = false }: AccountFieldsProps) {
  return (
    <>
      <FormField
        label="Nome completo"
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register("name")}
      />
      <FormField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register("email")}
      />
      <FormField
        label="Senha"
        type={showPassword ? "text" : "password"}
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        spellCheck={showPassword ? false : undefined}
        required
        error={errors.password?.message}
        {...register("password")}
      />
    </>
  );
}

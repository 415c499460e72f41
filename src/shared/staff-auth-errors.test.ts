import { describe, expect, it } from "vitest";
import { AUTH_ERROR_MESSAGES, authErrorMessage, TOO_MANY_REQUESTS } from "./staff-auth-errors.ts";
import { signInSchema, signUpSchema } from "./staff-auth-forms.ts";

describe("authErrorMessage", () => {
  it("says a Better Auth code in pt-BR", () => {
    expect(authErrorMessage("INVALID_EMAIL_OR_PASSWORD", "Invalid email or password")).toBe(
      "E-mail ou senha incorretos",
    );
    expect(authErrorMessage("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "User already exists")).toBe(
      "Usuário já existe. Use outro e-mail.",
    );
    expect(authErrorMessage(TOO_MANY_REQUESTS, "Too many requests")).toBe(
      "Muitas tentativas. Aguarde um minuto e tente de novo.",
    );
  });

  it("names the field a validation error is about, and knows a message more precise than its code", () => {
    expect(authErrorMessage("VALIDATION_ERROR", "[body.email] Invalid email address")).toBe(
      "Informe um e-mail válido",
    );
    expect(authErrorMessage("VALIDATION_ERROR", "[body.other] Invalid")).toBe("Dados inválidos");
    expect(authErrorMessage("BAD_REQUEST", "Invalid JSON in request body")).toBe(
      "JSON inválido no corpo da requisição",
    );
  });

  it("keeps a message already in these words: the browser reads what the server rewrote", () => {
    expect(authErrorMessage("VALIDATION_ERROR", "Informe seu nome completo")).toBe(
      "Informe seu nome completo",
    );
    expect(authErrorMessage("PASSWORD_TOO_COMMON", AUTH_ERROR_MESSAGES.PASSWORD_TOO_COMMON)).toBe(
      "Essa senha é muito comum. Escolha outra.",
    );
    expect(authErrorMessage("INVALID_EMAIL_OR_PASSWORD", "E-mail ou senha incorretos")).toBe(
      "E-mail ou senha incorretos",
    );
  });

  it("knows nothing of other codes, whatever their message says", () => {
    expect(authErrorMessage("SOMETHING_NEW", "Something new went wrong")).toBeUndefined();
    expect(authErrorMessage("toString", undefined)).toBeUndefined();
  });
});

describe("the sign-in forms' schemas", () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("ask for an e-mail and a password in the server's words", () => {
    expect(issues(signInSchema.safeParse({ email: " ", password: "" }))).toEqual([
      ["email", "Informe um e-mail válido"],
      ["password", "Informe a senha"],
    ]);
    expect(signInSchema.parse({ email: " ana@frosty.example.com ", password: "x" })).toEqual({
      email: "ana@frosty.example.com",
      password: "x",
    });
  });

  it("ask a new account for its name and a password of 6 to 128 characters", () => {
    expect(
      issues(signUpSchema.safeParse({ name: "  ", email: "ana@x.com", password: "12345" })),
    ).toEqual([
      ["name", "Informe seu nome completo"],
      ["password", "A senha deve ter pelo menos 6 caracteres"],
    ]);
    expect(
      issues(
        signUpSchema.safeParse({ name: "Ana", email: "ana@x.com", password: "x".repeat(129) }),
      ),
    ).toEqual([["password", "A senha deve ter no máximo 128 caracteres"]]);
  });
});

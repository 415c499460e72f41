/**
 * The staff sign-in's error messages in pt-BR: one table for both sides, no zod. Better Auth
 * speaks English; the server rewrites its error answers with these words (auth-route.ts) and
 * refuses with them itself (password-policy.ts); the sign-in pages show what the server said and
 * check their fields first in the same words (staff-auth-forms.ts).
 */
import { PASSWORD_MIN_LENGTH } from "./staff-auth.ts";

/** The longest password Better Auth takes (its maxPasswordLength; ours is its default). */
export const PASSWORD_MAX_LENGTH = 128;
export const MAX_NAME_LENGTH = 120;

/** Better Auth's code for a rate-limited request, which its 429 body lacks. */
export const TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS";

/**
 * Ours: too many failed sign-ins with one e-mail, from any address (sign-in-throttle.ts). Said
 * the same way for an e-mail no account has.
 */
export const TOO_MANY_SIGN_IN_FAILURES = "TOO_MANY_SIGN_IN_FAILURES";

/**
 * By error code: Better Auth's codes staff can meet on /login and /setup, and our own refusals
 * (password-policy.ts). The code stays as sent (the web client may branch on it); codes not
 * listed keep Better Auth's English text.
 */
export const AUTH_ERROR_MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos",
  INVALID_EMAIL: "Informe um e-mail válido",
  INVALID_PASSWORD: "Senha incorreta",
  PASSWORD_TOO_SHORT: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  PASSWORD_TOO_LONG: `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`,
  USER_ALREADY_EXISTS: "Usuário já existe",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Usuário já existe. Use outro e-mail.",
  FAILED_TO_CREATE_USER: "Não foi possível criar o usuário",
  FAILED_TO_CREATE_SESSION: "Não foi possível iniciar a sessão. Tente novamente.",
  FAILED_TO_GET_SESSION: "Não foi possível carregar a sessão. Entre novamente.",
  SESSION_EXPIRED: "Sua sessão expirou. Entre novamente.",
  USER_NOT_FOUND: "Usuário não encontrado",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Conta não encontrada",
  VALIDATION_ERROR: "Dados inválidos",
  UNSUPPORTED_MEDIA_TYPE: "Envie os dados em JSON",
  INVALID_ORIGIN: "Origem da requisição não permitida",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Origem da requisição não permitida",
  [TOO_MANY_REQUESTS]: "Muitas tentativas. Aguarde um minuto e tente de novo.",
  [TOO_MANY_SIGN_IN_FAILURES]:
    "Muitas tentativas erradas com este e-mail. Aguarde 15 minutos e tente de novo.",
  // Better Auth's catch-all for a request it cannot read at all (a body that is not JSON).
  BAD_REQUEST: "Requisição inválida",
  // Ours: what Better Auth does not check (password-policy.ts).
  PASSWORD_TOO_COMMON: "Essa senha é muito comum. Escolha outra.",
  NAME_REQUIRED: "Informe seu nome completo",
  NAME_TOO_LONG: `Use no máximo ${MAX_NAME_LENGTH} caracteres no nome`,
  NAME_INVALID: "O nome contém caracteres inválidos",
} as const satisfies Record<string, string>;

/** What to say about the first field a VALIDATION_ERROR names ("[body.email] Invalid email"). */
export const AUTH_FIELD_MESSAGES = {
  email: "Informe um e-mail válido",
  password: "Informe a senha",
  newPassword: "Informe a nova senha",
  currentPassword: "Informe a senha atual",
  name: "Informe seu nome completo",
} as const satisfies Record<string, string>;

/** Better Auth messages more precise than their code's: "Invalid JSON in request body". */
const ENGLISH_MESSAGES: Record<string, string> = {
  "Invalid JSON in request body": "JSON inválido no corpo da requisição",
};

const PORTUGUESE_MESSAGES = new Set<string>([
  ...Object.values(AUTH_ERROR_MESSAGES),
  ...Object.values(AUTH_FIELD_MESSAGES),
  ...Object.values(ENGLISH_MESSAGES),
]);

const lookup = (table: Record<string, string>, key: string) =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The pt-BR message for an auth error, from its code and the message it came with; undefined
 * when none is known. A message already in these words (the server's rewrite, read by the
 * browser) is kept as it is, so the field a VALIDATION_ERROR named stays named.
 */
export function authErrorMessage(code: string, message: unknown): string | undefined {
  if (typeof message === "string") {
    if (PORTUGUESE_MESSAGES.has(message)) return message;
    const translated = lookup(ENGLISH_MESSAGES, message);
    if (translated) return translated;
    if (code === "VALIDATION_ERROR") {
      const field = /\[body\.(\w+)/.exec(message)?.[1];
      const fieldMessage = field ? lookup(AUTH_FIELD_MESSAGES, field) : undefined;
      if (fieldMessage) return fieldMessage;
    }
  }
  return lookup(AUTH_ERROR_MESSAGES, code);
}

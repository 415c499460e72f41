/** Better Auth speaks English; staff read Portuguese. Known codes get a pt-BR message. */
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha inválidos",
  INVALID_EMAIL: "E-mail inválido",
  INVALID_PASSWORD: "Senha inválida",
  USER_ALREADY_EXISTS: "Já existe uma conta com esse e-mail",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com esse e-mail",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 6 caracteres",
  PASSWORD_TOO_LONG: "A senha é longa demais",
  FAILED_TO_CREATE_USER: "Não foi possível criar o usuário",
};

export interface AuthFailure {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
}

export function isUserAlreadyExists(error: AuthFailure): boolean {
  return error.code?.startsWith("USER_ALREADY_EXISTS") ?? false;
}

/** The message to show, or undefined when the caller's default should be used. */
export function authErrorMessage(error: AuthFailure): string | undefined {
  if (error.status === 429) return "Muitas tentativas. Aguarde um minuto e tente novamente.";
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code];
  // Our own server messages (e.g. a too common password) are already in Portuguese.
  if (error.message && /[ãõçéêáíóú]/i.test(error.message)) return error.message;
  return undefined;
}

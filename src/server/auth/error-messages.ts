import { PASSWORD_MIN_LENGTH } from "#shared/staff-auth.ts";

/** The maximum Better Auth applies by default (maxPasswordLength). */
export const PASSWORD_MAX_LENGTH = 128;

/** Better Auth's code for a rate-limited request, which its 429 body lacks. */
export const TOO_MANY_REQUESTS = "TOO_MANY_REQUESTS";

/**
 * pt-BR messages for the Better Auth error codes staff can meet on /login and /setup. The
 * code stays as Better Auth sends it (the web client may branch on it); only the message,
 * which the UI shows as is, is replaced. Codes not listed keep Better Auth's English text.
 */
export const AUTH_MESSAGES_PT_BR: Record<string, string> = {
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
  // Better Auth's catch-all for a request it cannot read at all (a body that is not JSON).
  BAD_REQUEST: "Requisição inválida",
};

/** Better Auth messages more precise than their code's: "Invalid JSON in request body". */
const MESSAGES_PT_BR: Record<string, string> = {
  "Invalid JSON in request body": "JSON inválido no corpo da requisição",
};

/** What to say about the first field a VALIDATION_ERROR names ("[body.email] Invalid email"). */
const FIELD_MESSAGES: Record<string, string> = {
  email: "Informe um e-mail válido",
  password: "Informe a senha",
  newPassword: "Informe a nova senha",
  currentPassword: "Informe a senha atual",
  name: "Informe seu nome completo",
};

function portugueseMessage(code: string, original: unknown): string | undefined {
  if (typeof original === "string" && Object.hasOwn(MESSAGES_PT_BR, original)) {
    return MESSAGES_PT_BR[original];
  }
  if (code === "VALIDATION_ERROR" && typeof original === "string") {
    const field = /\[body\.(\w+)/.exec(original)?.[1];
    if (field && FIELD_MESSAGES[field]) return FIELD_MESSAGES[field];
  }
  return AUTH_MESSAGES_PT_BR[code];
}

/**
 * Rewrites a Better Auth error response with the pt-BR message for its code. Successful and
 * non-JSON responses pass through untouched.
 */
export async function withPortugueseErrors(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  if (typeof body !== "object" || body === null) return response;
  const record = body as { code?: unknown; message?: unknown };
  // Better Auth's rate limiter answers 429 with a message but no code.
  const code =
    typeof record.code === "string"
      ? record.code
      : response.status === 429
        ? TOO_MANY_REQUESTS
        : null;
  const message = code === null ? undefined : portugueseMessage(code, record.message);
  if (code === null || message === undefined) return response;

  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...record, code, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

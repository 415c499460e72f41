/**
 * Who may use the staff API: every /api/admin/* route needs a session with the admin role.
 * No zod here: the sign-in pages use these constants; the session's schema is in
 * staff-auth-schemas.ts.
 */

export const ADMIN_ROLE = "admin";

/** What the staff access log records: a role or a store membership given or taken. */
export const ACCESS_ACTIONS = ["grant", "revoke"] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export const AUTH_MESSAGES = {
  accessDenied: "Acesso negado",
  accessDeniedDescription: "Você não tem permissão para acessar o painel administrativo.",
} as const;

export const PASSWORD_MIN_LENGTH = 6;

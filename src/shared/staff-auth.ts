/** Who may use the staff API: every /api/admin/* route needs a session with the admin role. */

export const ADMIN_ROLE = "admin";

export const AUTH_MESSAGES = {
  accessDenied: "Acesso negado",
  accessDeniedDescription: "Você não tem permissão para acessar o painel administrativo.",
} as const;

export const PASSWORD_MIN_LENGTH = 6;

export interface StaffSession {
  user: { id: string; name: string; email: string };
  roles: string[];
}

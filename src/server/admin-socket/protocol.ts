import { isAbsolute } from "node:path";
import { z } from "zod";
import { changeRole, type RoleChangeOutcome } from "#server/auth/roles.ts";
import type { Database } from "#server/db/client.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import {
  runStaffCommand,
  type StaffCommand,
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
} from "./staff-commands.ts";

/** In DATA_DIR, beside PGlite's files: only the server that holds the directory listens. */
export const ADMIN_SOCKET_FILE = "admin.sock";

/** One JSON line from `npm run admin:grant`: `{"action":"grant","email":"ana@loja.com"}`. */
export const adminCommandSchema = z.object({
  action: z.enum(["grant", "revoke"]),
  email: z.string().trim().min(3).max(254),
});
export type AdminCommand = z.infer<typeof adminCommandSchema>;

/**
 * `{"action":"backup","path":"/abs/frosty.tar.gz"}` from `npm run db:backup`: the server writes
 * a copy of the database it holds to that new file (which must not exist yet).
 */
export const backupCommandSchema = z.object({
  action: z.literal("backup"),
  path: z.string().min(1).max(1024).refine(isAbsolute, "an absolute path"),
});
export type BackupCommand = z.infer<typeof backupCommandSchema>;

/** Every line the socket understands. */
export const socketCommandSchema = z.discriminatedUnion("action", [
  adminCommandSchema,
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
  backupCommandSchema,
]);
export type SocketCommand = z.infer<typeof socketCommandSchema>;

/** The commands that change who may use the panel: the admin role, store memberships. */
export type AccessCommand = AdminCommand | StaffCommand;

/** What the socket answers a line it cannot read as a command. */
export const INVALID_COMMAND_MESSAGE =
  'Comando inválido: {"action":"grant"|"revoke","email":"..."}, ' +
  '{"action":"staff_grant"|"staff_revoke","email":"...","storeIds":["1"]} ou ' +
  '{"action":"backup","path":"/caminho/absoluto"}';

/** One JSON line back. */
export interface AdminAnswer {
  ok: boolean;
  outcome?: RoleChangeOutcome;
  message: string;
  /** A backup's size, when one was written. */
  bytes?: number;
}

/** What the CLI prints, in Portuguese: the people running it are the shop's staff. */
export function describeOutcome(outcome: RoleChangeOutcome, email: string): AdminAnswer {
  const messages: Record<RoleChangeOutcome, string> = {
    granted: `Papel ${ADMIN_ROLE} concedido a ${email}`,
    already_granted: `${email} já tinha o papel ${ADMIN_ROLE}`,
    revoked: `Papel ${ADMIN_ROLE} removido de ${email}`,
    not_granted: `${email} não tinha o papel ${ADMIN_ROLE}`,
    user_not_found: `Nenhuma conta com o e-mail ${email}. Crie a conta em /login (ou /setup) primeiro.`,
  };
  return { ok: outcome !== "user_not_found", outcome, message: messages[outcome] };
}

/** Grants or revokes the admin role; the same code whether it runs in the server or the CLI. */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminAnswer> {
  const outcome = await changeRole(db, command.action, command.email, ADMIN_ROLE);
  return describeOutcome(outcome, command.email);
}

/** A role's or a store membership's change, in the server or the CLI. */
export function runAccessCommand(db: Database, command: AccessCommand): Promise<AdminAnswer> {
  return command.action === "staff_grant" || command.action === "staff_revoke"
    ? runStaffCommand(db, command)
    : runAdminCommand(db, command);
}

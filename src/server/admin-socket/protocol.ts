import { isAbsolute } from "node:path";
import { z } from "zod";
import { type AccountSummary, describeAccount } from "#server/auth/accounts.ts";
import { changeRole, type RoleChangeOutcome } from "#server/auth/roles.ts";
import type { Database } from "#server/db/client.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { mismatchMessage } from "./account-messages.ts";
import {
  runStaffCommand,
  type StaffCommand,
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
} from "./staff-commands.ts";

/** In DATA_DIR, beside PGlite's files: only the server that holds the directory listens. */
export const ADMIN_SOCKET_FILE = "admin.sock";

const email = z.string().trim().min(3).max(254);
/** An account's id, as `describe` answered it and the person at the shell confirmed it. */
export const confirmedUserId = z.string().trim().min(1).max(64);

/**
 * `{"action":"describe","email":"ana@loja.com"}`: the account with this e-mail (name, creation
 * time, sessions, access today, id), which the CLI shows before it asks to grant anything.
 */
export const describeCommandSchema = z.object({ action: z.literal("describe"), email });
export type DescribeCommand = z.infer<typeof describeCommandSchema>;

/**
 * `npm run admin:grant` once confirmed: `{"action":"grant","email":"ana@loja.com","userId":"…"}`.
 * The role goes to that account only if it still is the one with that e-mail: never to whichever
 * account has the address.
 */
export const adminGrantCommandSchema = z.object({
  action: z.literal("grant"),
  email,
  userId: confirmedUserId,
});

/** `npm run admin:revoke`: `{"action":"revoke","email":"ana@loja.com"}`. Taking needs no proof. */
export const adminRevokeCommandSchema = z.object({ action: z.literal("revoke"), email });

export type AdminCommand =
  | z.infer<typeof adminGrantCommandSchema>
  | z.infer<typeof adminRevokeCommandSchema>;

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
  describeCommandSchema,
  adminGrantCommandSchema,
  adminRevokeCommandSchema,
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
  backupCommandSchema,
]);
export type SocketCommand = z.infer<typeof socketCommandSchema>;

/**
 * The commands about who may use the panel: describing an account, the admin role, store
 * memberships.
 */
export type AccessCommand = DescribeCommand | AdminCommand | StaffCommand;

/** What the socket answers a line it cannot read as a command. */
export const INVALID_COMMAND_MESSAGE =
  'Comando inválido: {"action":"describe","email":"..."}, ' +
  '{"action":"grant","email":"...","userId":"..."}, {"action":"revoke","email":"..."}, ' +
  '{"action":"staff_grant","email":"...","userId":"...","storeIds":["1"]}, ' +
  '{"action":"staff_revoke","email":"...","storeIds":["1"]} ou ' +
  '{"action":"backup","path":"/caminho/absoluto"}';

/** One JSON line back. */
export interface AdminAnswer {
  ok: boolean;
  outcome?: RoleChangeOutcome;
  message: string;
  /** The account `describe` found. */
  account?: AccountSummary;
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
    account_mismatch: mismatchMessage(email),
  };
  const refused = outcome === "user_not_found" || outcome === "account_mismatch";
  return { ok: !refused, outcome, message: messages[outcome] };
}

/**
 * Grants (to the confirmed account only) or revokes the admin role; the same code whether it
 * runs in the server or the CLI.
 */
export async function runAdminCommand(db: Database, command: AdminCommand): Promise<AdminAnswer> {
  const account =
    command.action === "grant"
      ? { email: command.email, userId: command.userId }
      : { email: command.email };
  const outcome = await changeRole(db, command.action, account, ADMIN_ROLE);
  return describeOutcome(outcome, command.email);
}

/** The account with the e-mail, for the CLI to show before it asks to grant. */
export async function runDescribeCommand(
  db: Database,
  command: DescribeCommand,
): Promise<AdminAnswer> {
  const account = await describeAccount(db, command.email);
  if (!account) {
    return {
      ok: false,
      outcome: "user_not_found",
      message: `Nenhuma conta com o e-mail ${command.email}.`,
    };
  }
  return { ok: true, message: `Conta ${account.id}`, account };
}

/** Describing an account, or a role's or a store membership's change, in the server or the CLI. */
export function runAccessCommand(db: Database, command: AccessCommand): Promise<AdminAnswer> {
  if (command.action === "describe") return runDescribeCommand(db, command);
  return command.action === "staff_grant" || command.action === "staff_revoke"
    ? runStaffCommand(db, command)
    : runAdminCommand(db, command);
}

import { parseArgs } from "node:util";
import { adminRevokeCommandSchema, confirmedUserId } from "#server/admin-socket/protocol.ts";
import {
  type AccessCommandDeps,
  runAccessCommandFromShell,
} from "#server/admin-socket/through-server.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { grantWithConfirmation } from "./confirm-grant.ts";

export type { CommandOutput, Terminal } from "#server/admin-socket/through-server.ts";

export const USAGE = [
  "Uso: npm run admin:grant -- <e-mail> [--confirm <id da conta>]",
  "     npm run admin:revoke -- <e-mail>",
].join("\n");

export type AdminRoleDeps = AccessCommandDeps;

/** The e-mail and the --confirm id, or null when the line is not a valid use of the command. */
function readArguments(args: string[]): { email: string; confirm: string | undefined } | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { confirm: { type: "string" } },
      allowPositionals: true,
      strict: true,
    });
    const [email, ...extra] = positionals;
    if (!email?.includes("@") || extra.length > 0 || email.trim().length > 254) return null;
    if (values.confirm !== undefined && !confirmedUserId.safeParse(values.confirm).success) {
      return null;
    }
    return { email: email.trim(), confirm: values.confirm?.trim() };
  } catch {
    // An unknown option, or --confirm without an id.
    return null;
  }
}

/**
 * `admin:grant <email> [--confirm <id>]` / `admin:revoke <email>`; returns the exit code (0 done,
 * 1 refused or not confirmed, 2 usage). A grant first shows the account with the e-mail (name,
 * creation time, sessions, id) and asks at the terminal; without one it needs --confirm with that
 * account's id (confirm-grant.ts). Through the running server's admin socket on PGlite, directly
 * otherwise (through-server.ts).
 */
export async function runAdminRole(args: string[], deps: AdminRoleDeps): Promise<number> {
  const [action, ...rest] = args;
  const read = readArguments(rest);
  const usage = () => {
    (deps.output ?? console).error(USAGE);
    return 2;
  };
  if (read === null) return usage();
  if (action === "grant") {
    const { email } = read;
    return grantWithConfirmation(
      {
        email,
        confirmedId: read.confirm,
        question: `Conceder o papel ${ADMIN_ROLE} a esta conta? [s/N] `,
        confirmedCommand: (userId) => `npm run admin:grant -- ${email} --confirm ${userId}`,
        grant: (userId) => ({ action: "grant", email, userId }),
        notFoundHint: "Crie a conta em /login (ou /setup) primeiro.",
        failure: "Falha ao alterar o papel",
      },
      deps,
    );
  }
  const revoke = adminRevokeCommandSchema.safeParse({ action, email: read.email });
  if (!revoke.success || read.confirm !== undefined) return usage();
  return runAccessCommandFromShell(revoke.data, deps, "Falha ao alterar o papel");
}

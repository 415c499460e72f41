import { adminCommandSchema } from "#server/admin-socket/protocol.ts";
import {
  type AccessCommandDeps,
  runAccessCommandFromShell,
} from "#server/admin-socket/through-server.ts";

export type { CommandOutput } from "#server/admin-socket/through-server.ts";

export const USAGE = "Uso: npm run admin:grant -- <e-mail>   ou   npm run admin:revoke -- <e-mail>";

export type AdminRoleDeps = AccessCommandDeps;

/**
 * `admin:grant <email>` / `admin:revoke <email>`; returns the exit code. Through the running
 * server's admin socket on PGlite, directly otherwise (through-server.ts).
 */
export async function runAdminRole(args: string[], deps: AdminRoleDeps): Promise<number> {
  const parsed = adminCommandSchema.safeParse({ action: args[0], email: args[1] ?? "" });
  if (!parsed.success || args.length !== 2 || !parsed.data.email.includes("@")) {
    (deps.output ?? console).error(USAGE);
    return 2;
  }
  return runAccessCommandFromShell(parsed.data, deps, "Falha ao alterar o papel");
}

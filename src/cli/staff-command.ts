import { parseArgs } from "node:util";
import {
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
} from "#server/admin-socket/staff-commands.ts";
import {
  type AccessCommandDeps,
  runAccessCommandFromShell,
} from "#server/admin-socket/through-server.ts";

export const STAFF_USAGE = [
  "Uso: npm run staff:grant -- <e-mail> --store <id> [--store <id>…]",
  "     npm run staff:revoke -- <e-mail> [--store <id>…]   (sem --store: tira de todas as lojas)",
].join("\n");

export type StaffCommandDeps = AccessCommandDeps;

/** The e-mail and the --store ids, or null when the line is not a valid use of the command. */
function readArguments(args: string[]): { email: string; storeIds: string[] } | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { store: { type: "string", short: "s", multiple: true } },
      allowPositionals: true,
      strict: true,
    });
    const [email, ...extra] = positionals;
    if (!email?.includes("@") || extra.length > 0) return null;
    return { email, storeIds: values.store ?? [] };
  } catch {
    // An unknown option, or --store without an id.
    return null;
  }
}

/**
 * `staff:grant <email> --store <id>…` / `staff:revoke <email> [--store <id>…]`; returns the exit
 * code (0 done, 1 unknown account or store, 2 usage). Recorded in the access log as "linha de
 * comando"; through the running server's admin socket on PGlite, directly otherwise.
 */
export async function runStaffCommand(args: string[], deps: StaffCommandDeps): Promise<number> {
  const [action, ...rest] = args;
  const read = readArguments(rest);
  const parsed =
    read === null
      ? null
      : action === "grant"
        ? staffGrantCommandSchema.safeParse({ action: "staff_grant", ...read })
        : action === "revoke"
          ? staffRevokeCommandSchema.safeParse({
              action: "staff_revoke",
              email: read.email,
              storeIds: read.storeIds.length > 0 ? read.storeIds : null,
            })
          : null;
  if (!parsed?.success) {
    (deps.output ?? console).error(STAFF_USAGE);
    return 2;
  }
  return runAccessCommandFromShell(parsed.data, deps, "Falha ao alterar a equipe");
}

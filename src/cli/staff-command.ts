import { parseArgs } from "node:util";
import { confirmedUserId } from "#server/admin-socket/protocol.ts";
import {
  staffGrantCommandSchema,
  staffRevokeCommandSchema,
} from "#server/admin-socket/staff-commands.ts";
import {
  type AccessCommandDeps,
  runAccessCommandFromShell,
} from "#server/admin-socket/through-server.ts";
import { grantWithConfirmation } from "./confirm-grant.ts";

export const STAFF_USAGE = [
  "Uso: npm run staff:grant -- <e-mail> --store <id> [--store <id>…] [--confirm <id da conta>]",
  "     npm run staff:revoke -- <e-mail> [--store <id>…]   (sem --store: tira de todas as lojas)",
  "     Para quem ainda não é da equipe, prefira o convite da tela Equipe do painel.",
].join("\n");

export type StaffCommandDeps = AccessCommandDeps;

interface Arguments {
  email: string;
  storeIds: string[];
  confirm: string | undefined;
}

/** The e-mail, the --store ids and --confirm, or null when the line is not a valid use. */
function readArguments(args: string[]): Arguments | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: {
        store: { type: "string", short: "s", multiple: true },
        confirm: { type: "string" },
      },
      allowPositionals: true,
      strict: true,
    });
    const [email, ...extra] = positionals;
    if (!email?.includes("@") || extra.length > 0) return null;
    if (values.confirm !== undefined && !confirmedUserId.safeParse(values.confirm).success) {
      return null;
    }
    return { email, storeIds: values.store ?? [], confirm: values.confirm?.trim() };
  } catch {
    // An unknown option, or --store without an id.
    return null;
  }
}

/** "1", "1 e 86", "1, 2 e 86" */
function listed(ids: readonly string[]): string {
  return ids.length > 1 ? `${ids.slice(0, -1).join(", ")} e ${ids.at(-1)}` : (ids[0] ?? "");
}

/**
 * `staff:grant <email> --store <id>… [--confirm <id>]` / `staff:revoke <email> [--store <id>…]`;
 * returns the exit code (0 done, 1 refused, unknown account or store, or not confirmed, 2 usage).
 * A grant first shows the account with the e-mail and asks at the terminal; without one it needs
 * --confirm with that account's id (confirm-grant.ts). Recorded in the access log as "linha de
 * comando"; through the running server's admin socket on PGlite, directly otherwise.
 */
export async function runStaffCommand(args: string[], deps: StaffCommandDeps): Promise<number> {
  const [action, ...rest] = args;
  const read = readArguments(rest);
  const usage = () => {
    (deps.output ?? console).error(STAFF_USAGE);
    return 2;
  };
  if (read === null) return usage();
  if (action === "grant") {
    // Checked as the socket will check it (a placeholder id: the real one comes once confirmed).
    const shape = staffGrantCommandSchema.safeParse({
      action: "staff_grant",
      email: read.email,
      userId: "?",
      storeIds: read.storeIds,
    });
    if (!shape.success) return usage();
    const { email, storeIds } = shape.data;
    const stores = `${storeIds.length === 1 ? "da loja" : "das lojas"} ${listed(storeIds)}`;
    const flags = storeIds.map((id) => `--store ${id}`).join(" ");
    return grantWithConfirmation(
      {
        email,
        confirmedId: read.confirm,
        question: `Colocar esta conta na equipe ${stores}? [s/N] `,
        confirmedCommand: (userId) =>
          `npm run staff:grant -- ${email} ${flags} --confirm ${userId}`,
        grant: (userId) => ({ action: "staff_grant", email, userId, storeIds }),
        notFoundHint: "A pessoa cria a conta em /login primeiro.",
        failure: "Falha ao alterar a equipe",
      },
      deps,
    );
  }
  const revoke =
    action === "revoke" && read.confirm === undefined
      ? staffRevokeCommandSchema.safeParse({
          action: "staff_revoke",
          email: read.email,
          storeIds: read.storeIds.length > 0 ? read.storeIds : null,
        })
      : null;
  if (!revoke?.success) return usage();
  return runAccessCommandFromShell(revoke.data, deps, "Falha ao alterar a equipe");
}

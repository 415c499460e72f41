import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import {
  grantStores,
  type MembershipOutcome,
  type NamedStore,
  revokeStores,
} from "#server/services/staff-team/memberships.ts";
import { mismatchMessage } from "./account-messages.ts";

const email = z.string().trim().min(3).max(254);
/** The account's id as the person at the shell confirmed it (protocol.ts's confirmedUserId). */
const userId = z.string().trim().min(1).max(64);
/** Store ids as Equipe's store picker shows them ("loja 86"); at most every store of a big chain. */
const storeIds = z.array(z.string().trim().min(1).max(64)).min(1).max(500);

/**
 * `npm run staff:grant -- ana@loja.com --store 1 --store 2`, once the account is confirmed, as
 * one JSON line to the socket: the stores go to that account id only if it still is the one with
 * that e-mail.
 */
export const staffGrantCommandSchema = z.object({
  action: z.literal("staff_grant"),
  email,
  userId,
  storeIds,
});

/** `npm run staff:revoke -- ana@loja.com [--store 1]`: storeIds null takes every store. */
export const staffRevokeCommandSchema = z.object({
  action: z.literal("staff_revoke"),
  email,
  storeIds: storeIds.nullable(),
});

export type StaffCommand =
  | z.infer<typeof staffGrantCommandSchema>
  | z.infer<typeof staffRevokeCommandSchema>;

export interface StaffAnswer {
  ok: boolean;
  message: string;
}

/** "da loja 1 (Frosty Paulista)", "das lojas 1 (Frosty Paulista) e 2 (Frosty Recife)". */
export function describeStores(stores: readonly NamedStore[]): string {
  const names = stores.map((store) => `${store.id} (${store.name})`);
  const listed =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} e ${names.at(-1)}` : (names[0] ?? "");
  return `${stores.length === 1 ? "da loja" : "das lojas"} ${listed}`;
}

type Refusal = Exclude<MembershipOutcome, { kind: "changed" }>;

function refused(outcome: Refusal, who: string): StaffAnswer {
  if (outcome.kind === "user_not_found" || outcome.kind === "not_in_team") {
    return {
      ok: false,
      message: `Nenhuma conta com o e-mail ${who}. A pessoa cria a conta em /login primeiro.`,
    };
  }
  if (outcome.kind === "account_mismatch") return { ok: false, message: mismatchMessage(who) };
  const ids = outcome.storeIds;
  const which = ids.length === 1 ? `o id ${ids[0]}` : `os ids ${ids.join(", ")}`;
  return {
    ok: false,
    message: `Nenhuma loja com ${which}. O id de cada loja aparece na tela Equipe do painel.`,
  };
}

function describeGrant(outcome: MembershipOutcome, who: string): StaffAnswer {
  if (outcome.kind !== "changed") return refused(outcome, who);
  const { stores: added, unchanged } = outcome;
  if (added.length === 0)
    return { ok: true, message: `${who} já era da equipe ${describeStores(unchanged)}` };
  const already = unchanged.length > 0 ? ` (já era ${describeStores(unchanged)})` : "";
  return { ok: true, message: `${who} agora é da equipe ${describeStores(added)}${already}` };
}

function describeRevoke(outcome: MembershipOutcome, who: string, every: boolean): StaffAnswer {
  if (outcome.kind !== "changed") return refused(outcome, who);
  const { stores: removed, unchanged } = outcome;
  if (removed.length === 0) {
    return {
      ok: true,
      message: every
        ? `${who} não era da equipe de nenhuma loja`
        : `${who} não era da equipe ${describeStores(unchanged)}`,
    };
  }
  const notThere = unchanged.length > 0 ? ` (não era ${describeStores(unchanged)})` : "";
  return { ok: true, message: `${who} saiu da equipe ${describeStores(removed)}${notThere}` };
}

/**
 * Grants or revokes store memberships for the shell, recorded as "linha de comando"; the same
 * code whether it runs in the server (admin socket) or in the CLI.
 */
export async function runStaffCommand(db: Database, command: StaffCommand): Promise<StaffAnswer> {
  if (command.action === "staff_grant") {
    const account = { email: command.email, userId: command.userId };
    const outcome = await grantStores(db, account, command.storeIds, SHELL_GRANTOR);
    return describeGrant(outcome, command.email);
  }
  const outcome = await revokeStores(db, command.email, command.storeIds, SHELL_GRANTOR);
  return describeRevoke(outcome, command.email, command.storeIds === null);
}

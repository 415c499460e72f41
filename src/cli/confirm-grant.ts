import type { AccessCommand } from "#server/admin-socket/protocol.ts";
import {
  type AccessCommandDeps,
  shellFailure,
  withAccessChannel,
} from "#server/admin-socket/through-server.ts";
import type { AccountSummary } from "#server/auth/accounts.ts";
import { formatShopDateTime } from "#shared/shop-calendar.ts";

/** A grant the shell makes only after the person at it has seen whose account it is. */
export interface GrantPlan {
  email: string;
  /** The account id given with --confirm, if any: the grant then needs no question. */
  confirmedId: string | undefined;
  /** "Conceder o papel admin a esta conta? [s/N] " */
  question: string;
  /** The same command line with --confirm <id>, for a run without a terminal. */
  confirmedCommand(userId: string): string;
  /** The change, bound to the account id that was confirmed. */
  grant(userId: string): AccessCommand;
  /** What to do when no account has the e-mail: "Crie a conta em /login (ou /setup) primeiro." */
  notFoundHint: string;
  /** "Falha ao alterar o papel" */
  failure: string;
}

function accessToday(account: AccountSummary): string {
  const parts: string[] = [];
  if (account.hq) parts.push("sede (papel admin)");
  if (account.stores.length > 0) {
    const stores = account.stores.map((store) => `${store.id} (${store.name})`).join(", ");
    parts.push(`${account.stores.length === 1 ? "loja" : "lojas"} ${stores}`);
  }
  return parts.length > 0 ? parts.join("; ") : "nenhum (não usa o painel)";
}

function sessionsLine(account: AccountSummary): string {
  const { openSessions, lastSessionAt } = account;
  const count =
    openSessions === 0
      ? "nenhuma aberta"
      : `${openSessions} ${openSessions === 1 ? "aberta" : "abertas"}`;
  return lastSessionAt
    ? `${count}; a mais recente começou em ${formatShopDateTime(lastSessionAt)}`
    : `${count}; nenhuma registrada (saiu de todas, ou nunca entrou)`;
}

/** What the shell shows of an account before it grants it anything (shop time, pt-BR). */
export function describeAccountLines(account: AccountSummary): string[] {
  return [
    `Conta com o e-mail ${account.email}:`,
    `  Nome:        ${account.name}`,
    `  Criada em:   ${formatShopDateTime(account.createdAt)}`,
    `  Sessões:     ${sessionsLine(account)}`,
    `  Acesso hoje: ${accessToday(account)}`,
    `  Id:          ${account.id}`,
    "Confira com a pessoa que o nome e a data de criação são dela: quem criou uma conta com este " +
      "e-mail antes dela não pode receber o acesso.",
  ];
}

const YES = /^\s*s(im)?\s*$/i;

/**
 * Shows the account with the e-mail and grants only once that account is confirmed: by its id
 * given with --confirm (which must be this account's), or by "s" typed at a terminal. Without a
 * terminal and without --confirm nothing changes, and the line to run is printed, so a script can
 * never grant to whichever account happens to have the address. The exit code: 0 granted (or
 * already so), 1 otherwise.
 */
export async function grantWithConfirmation(
  plan: GrantPlan,
  deps: AccessCommandDeps,
): Promise<number> {
  const output = deps.output ?? console;
  try {
    // On PGlite with no server running, the data directory stays open (and locked) until the
    // person has answered: the account confirmed is the account granted.
    return await withAccessChannel(deps, async (send) => {
      const found = await send({ action: "describe", email: plan.email });
      if (!found.ok || !found.account) {
        output.error(
          found.outcome === "user_not_found"
            ? `${found.message} ${plan.notFoundHint}`
            : found.message,
        );
        return 1;
      }
      const { account } = found;
      for (const line of describeAccountLines(account)) output.log(line);
      if (!(await confirmed(plan, account, deps))) return 1;

      const done = await send(plan.grant(account.id));
      if (done.ok) output.log(done.message);
      else output.error(done.message);
      return done.ok ? 0 : 1;
    });
  } catch (error) {
    output.error(shellFailure(error, plan.failure));
    return 1;
  }
}

/** Is this the account to grant? By --confirm, or by the person at the terminal; says why not. */
async function confirmed(
  plan: GrantPlan,
  account: AccountSummary,
  deps: AccessCommandDeps,
): Promise<boolean> {
  const output = deps.output ?? console;
  if (plan.confirmedId !== undefined) {
    if (plan.confirmedId === account.id) return true;
    output.error(
      `O id ${plan.confirmedId} não é o desta conta (${account.id}): nada foi alterado.`,
    );
    return false;
  }
  if (deps.terminal) {
    if (YES.test(await deps.terminal.ask(plan.question))) return true;
    output.error("Nada foi alterado.");
    return false;
  }
  output.error(
    "Sem um terminal para confirmar, nada foi alterado. Se esta é a conta certa, rode: " +
      plan.confirmedCommand(account.id),
  );
  return false;
}

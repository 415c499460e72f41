import { useState } from "react";
import { maskBrPhone } from "#shared/br-phone.ts";
import type { ClubMe } from "#shared/club-member.ts";
import { formatBRL } from "#shared/money.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import { Button } from "#web/components/ui/button.tsx";
import { deleteAccount, signOut } from "./api.ts";

const shopDay = new Intl.DateTimeFormat("pt-BR", {
  timeZone: SHOP_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
const day = (at: string) => shopDay.format(new Date(at));

/** "+R$ 5,39", "-R$ 1,50"; nothing for a change of 0 (a release moves cents, adds none). */
function signed(cents: number): string {
  if (cents === 0) return "";
  return cents > 0 ? `+${formatBRL(cents)}` : `-${formatBRL(-cents)}`;
}

/** Keeps "R$ 5,00" on one line. */
const nbsp = (text: string) => text.replace(/ /g, "\u00a0");

/** "5 %", "2,5 %". */
const percent = (value: number) => `${String(value).replace(".", ",")}\u00a0%`;

/**
 * A member's wallet: the balance ("Seu saldo"), what is still to be released, what expires in
 * the next 30 days and when, the rules, the history, and the way out ("Sair", "Excluir minha
 * conta", with a confirmation). `onSignedOut` takes the page back to the sign-in.
 */
export function ClubWallet({ me, onSignedOut }: { me: ClubMe; onSignedOut(): void }) {
  const { wallet, rules } = me;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave(action: () => Promise<string | null>) {
    setBusy(true);
    setError(null);
    const refused = await action();
    setBusy(false);
    if (refused) setError(refused);
    else onSignedOut();
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="club-balance-heading"
        className="rounded-2xl bg-brand-600 p-5 text-white shadow-sm"
      >
        <h2 id="club-balance-heading" className="font-semibold text-brand-50 text-sm">
          Seu saldo
        </h2>
        <p className="mt-1 font-extrabold text-4xl" data-testid="club-balance">
          {formatBRL(wallet.balanceCents)}
        </p>
        <p className="mt-2 text-brand-50 text-sm">
          {rules.enabled
            ? `Use em qualquer loja Frosty a partir de ${nbsp(formatBRL(rules.minimumSpendCents))}, no checkout.`
            : "O cashback está pausado no momento: seu saldo continua guardado."}
        </p>
      </section>

      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <dt className="text-muted text-sm">A liberar</dt>
          <dd className="mt-1 font-bold text-xl" data-testid="club-pending">
            {formatBRL(wallet.pendingCents)}
          </dd>
        </div>
        <div className="rounded-2xl bg-white p-4 shadow-sm">
          <dt className="text-muted text-sm">Expira nos próximos 30 dias</dt>
          <dd className="mt-1 font-bold text-xl" data-testid="club-expiring">
            {formatBRL(wallet.expiringSoonCents)}
          </dd>
        </div>
      </dl>
      {wallet.expiringSoon.length > 0 && (
        <ul className="-mt-3 flex flex-col gap-1 text-muted text-sm">
          {wallet.expiringSoon.map((lot) => (
            <li key={`${lot.expiresAt}-${lot.amountCents}`}>
              {formatBRL(lot.amountCents)} expira em {day(lot.expiresAt)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-muted text-sm">
        O cashback de um pedido fica a liberar até ele ser entregue ou retirado, e vale{" "}
        {rules.expiryDays} dias depois de liberado.
        {rules.enabled && ` Cada pedido rende ${percent(rules.percent)} do valor dos picolés.`}
      </p>

      <section aria-labelledby="club-history-heading">
        <h2 id="club-history-heading" className="font-bold text-lg">
          Movimentações
        </h2>
        {wallet.history.length === 0 ? (
          <p className="mt-2 text-muted">
            Nenhuma ainda. Entre no clube antes de finalizar o pedido e o cashback aparece aqui.
          </p>
        ) : (
          <ul
            aria-labelledby="club-history-heading"
            className="mt-2 divide-y divide-brand-100 rounded-2xl bg-white px-4 shadow-sm"
          >
            {wallet.history.map((entry) => (
              <li
                key={`${entry.orderId}-${entry.kind}-${entry.at}`}
                className="flex items-start justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{entry.label}</p>
                  <p className="text-muted text-sm">
                    {day(entry.at)}
                    {entry.storeName && ` · ${entry.storeName}`}
                  </p>
                  {entry.released && (
                    <p className="text-sm">
                      {nbsp(formatBRL(entry.released.amountCents))} disponível, vale até{" "}
                      {day(entry.released.expiresAt)}
                    </p>
                  )}
                </div>
                <p
                  data-keep-clear
                  className={`shrink-0 font-bold ${entry.amountCents < 0 ? "text-red-700" : "text-emerald-800"}`}
                >
                  {signed(entry.amountCents)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="club-account-heading" className="flex flex-col gap-3">
        <h2 id="club-account-heading" className="font-bold text-lg">
          Sua conta
        </h2>
        <p className="text-muted text-sm">
          Celular {maskBrPhone(me.phoneNumber.replace(/^\+55/, ""))} · membro desde{" "}
          {day(me.memberSince)}
        </p>
        {error && (
          <p className="text-red-700 text-sm" role="alert">
            {error}
          </p>
        )}
        {confirming ? (
          <fieldset className="flex flex-col gap-3 rounded-2xl border border-red-200 bg-red-50 p-4">
            <legend className="float-left w-full font-bold">
              Excluir sua conta do Clube Frosty?
            </legend>
            <p className="text-sm">
              Apagamos seu número, seu consentimento e suas sessões, e o saldo de{" "}
              {formatBRL(wallet.balanceCents + wallet.pendingCents)} é perdido. Seus pedidos
              continuam guardados pela loja como registro de venda, pelo prazo da lei, sem ligação
              com a conta.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="destructive"
                disabled={busy}
                onClick={() => leave(deleteAccount)}
              >
                Confirmar exclusão
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                onClick={() => setConfirming(false)}
              >
                Cancelar
              </Button>
            </div>
          </fieldset>
        ) : (
          <div className="flex flex-wrap gap-3">
            <Button type="button" variant="outline" disabled={busy} onClick={() => leave(signOut)}>
              Sair
            </Button>
            <button
              type="button"
              className="min-h-11 rounded-full px-5 font-semibold text-red-700 text-sm hover:bg-red-50 disabled:opacity-50"
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              Excluir minha conta
            </button>
          </div>
        )}
      </section>
    </div>
  );
}

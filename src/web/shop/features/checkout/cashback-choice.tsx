import { CASHBACK_MESSAGES } from "#shared/cashback-terms.ts";
import { formatBRL } from "#shared/money.ts";

/**
 * "Usar R$ X,XX do seu cashback", for a signed-in member whose balance the rules let be used.
 * The figure is what the server will take (never more than the products' amount after the
 * coupon); the server decides it again and refuses (409) if the balance changed meanwhile.
 */
export function CashbackChoice({
  balanceCents,
  usableCents,
  checked,
  onChange,
}: {
  balanceCents: number;
  usableCents: number;
  checked: boolean;
  onChange(use: boolean): void;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="cashback-heading">
      <h2 id="cashback-heading" className="mb-1 font-bold text-lg">
        Clube Frosty
      </h2>
      <p className="mb-3 text-muted text-sm">Seu saldo de cashback: {formatBRL(balanceCents)}</p>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {CASHBACK_MESSAGES.useBalance(usableCents)}
      </label>
    </section>
  );
}

import type { Database } from "#server/db/client.ts";
import { cashbackErrors } from "#server/services/cashback/errors.ts";
import { spendableLots } from "#server/services/cashback/spend.ts";
import { lockWallet, walletKey } from "#server/services/cashback/wallet-lock.ts";
import { type CashbackRules, maxSpendCents } from "#shared/cashback.ts";
import type { CreateOrder } from "#shared/orders.ts";
import type { CashbackDecider } from "./price-order.ts";

/**
 * The wallets of the members whose orders in a batch use cashback, locked for the batch's
 * transaction (the same advisory lock every wallet operation takes: cashback/wallet-lock.ts),
 * so the balances read here are the ones the spends will find at insert time. Like the stock
 * and coupon ledgers, it decides the batch's orders in arrival order: a member's second order
 * in the batch sees the balance the first one left.
 */
export class MemberWallets {
  /** The balances as the batch found them, before any of its orders. */
  private readonly opening: ReadonlyMap<string, number>;

  private constructor(
    private readonly balances: Map<string, number>,
    readonly rules: CashbackRules,
  ) {
    this.opening = new Map(balances);
  }

  /** Locks the wallets in id order (two batches never wait on each other in a circle). */
  static async open(
    tx: Database,
    memberIds: Iterable<string>,
    rules: CashbackRules,
    now: Date,
  ): Promise<MemberWallets> {
    const balances = new Map<string, number>();
    for (const memberId of [...new Set(memberIds)].sort()) {
      await lockWallet(tx, walletKey(memberId, ""));
      const lots = await spendableLots(tx, memberId, now);
      balances.set(
        memberId,
        lots.reduce((sum, lot) => sum + lot.remainingCents, 0),
      );
    }
    return new MemberWallets(balances, rules);
  }

  balanceOf(memberId: string): number {
    return this.balances.get(memberId) ?? 0;
  }

  /**
   * How an order's wish to use cashback is decided: null when it asks for none. Refuses a
   * client without a member's session (401), a balance other than the one the checkout showed
   * (409, saying the new one), and a balance the rules do not let be used yet (422).
   */
  decider(memberId: string | null, wish: CreateOrder["cashback"]): CashbackDecider | null {
    if (!wish) return null;
    if (memberId === null) throw cashbackErrors.membersOnly();
    return (productsCents) => {
      const balance = this.balanceOf(memberId);
      if (balance !== wish.expectedBalanceCents) throw cashbackErrors.balanceChanged(balance);
      const cents = maxSpendCents(this.rules, balance, productsCents);
      if (cents <= 0) throw cashbackErrors.notUsable();
      return cents;
    };
  }

  /** The balances before the batch: what its inserted orders' spends start from. */
  openingBalances(): Map<string, number> {
    return new Map(this.opening);
  }

  /** An accepted order used `cents`: the member's next order in the batch sees the rest. */
  spend(memberId: string, cents: number): void {
    this.balances.set(memberId, this.balanceOf(memberId) - cents);
  }
}

import { useCallback, useEffect, useState } from "react";
import type { CashbackRules } from "#shared/cashback-terms.ts";
import { api } from "#web/lib/api-client.ts";
import { clubMemberHere } from "#web/shop/features/club/member-here.ts";

/** What the checkout needs of a signed-in member: the balance it may use, the rules, the number. */
export interface MemberWallet {
  balanceCents: number;
  rules: CashbackRules;
  /** E.164 ("+5581…"). */
  phoneNumber: string;
}

/**
 * The Clube Frosty wallet of the member signed in on this device (GET /api/club/me); null for
 * anyone else, or while it loads, or when it cannot be read: the checkout then works as it
 * always did. `reload` reads it again (the balance changed under a checkout: 409).
 */
export function useMemberWallet(): { wallet: MemberWallet | null; reload(): void } {
  const [wallet, setWallet] = useState<MemberWallet | null>(null);
  const reload = useCallback(() => {
    void readMemberWallet().then(setWallet);
  }, []);
  useEffect(reload, [reload]);
  return { wallet, reload };
}

async function readMemberWallet(): Promise<MemberWallet | null> {
  if (!(await clubMemberHere())) return null;
  try {
    const me = await api("get", "/api/club/me");
    return { balanceCents: me.wallet.balanceCents, rules: me.rules, phoneNumber: me.phoneNumber };
  } catch {
    // Signed out meanwhile (401), or the club cannot be read now: the checkout goes on without it.
    return null;
  }
}

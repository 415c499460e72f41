import { ApiError } from "#server/http/errors.ts";
import { CASHBACK_MESSAGES } from "#shared/cashback.ts";

/** Every way a wallet operation can refuse, with its status, code and pt-BR message. */
export const cashbackErrors = {
  /** The balance is not what the checkout showed (another checkout spent it), or too small. */
  balanceChanged: (balanceCents: number) =>
    new ApiError(409, "cashback_balance_changed", CASHBACK_MESSAGES.notEnough(balanceCents)),
  /** Using cashback takes a member's session (the wallet is theirs). */
  membersOnly: () => new ApiError(401, "cashback_members_only", CASHBACK_MESSAGES.membersOnly),
  /** The club is off, or the balance is under the minimum: nothing to use. */
  notUsable: () => new ApiError(422, "cashback_not_usable", CASHBACK_MESSAGES.notUsable),
  invalidAmount: () =>
    new ApiError(422, "invalid_cashback_amount", CASHBACK_MESSAGES.invalidAmount),
};

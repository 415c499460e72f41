import { ApiError } from "#server/http/errors.ts";
import { CASHBACK_MESSAGES } from "#shared/cashback.ts";

/** Every way a wallet operation can refuse, with its status, code and pt-BR message. */
export const cashbackErrors = {
  /** The balance is not what the checkout showed (another checkout spent it), or too small. */
  balanceChanged: (balanceCents: number) =>
    new ApiError(409, "cashback_balance_changed", CASHBACK_MESSAGES.notEnough(balanceCents)),
  invalidAmount: () =>
    new ApiError(422, "invalid_cashback_amount", CASHBACK_MESSAGES.invalidAmount),
};

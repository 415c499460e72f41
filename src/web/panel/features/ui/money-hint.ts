/** The hint under every field of the panel typed in reais. */
export const MONEY_HINT = "Em reais, como 5,00";

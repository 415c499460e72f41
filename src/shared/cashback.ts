import { type CashbackRules, DEFAULT_CASHBACK_RULES } from "./cashback-terms.ts";
import { z } from "./zod-pt-br.ts";

export * from "./cashback-terms.ts";

/** The rules as HQ saves them (Configurações → Clube) and the server reads them back. */
export const cashbackRulesSchema = z
  .strictObject({
    enabled: z.boolean(),
    percent: z
      .number()
      .min(0, "O percentual de cashback não pode ser negativo")
      .max(50, "O percentual de cashback vai até 50 %")
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        message: "Use até duas casas decimais no percentual",
      }),
    expiryDays: z
      .int("Informe a validade em dias inteiros")
      .min(1, "O cashback vale pelo menos 1 dia")
      .max(730, "O cashback vale no máximo 730 dias"),
    minimumSpendCents: z
      .int("Informe o saldo mínimo em centavos")
      .min(0, "O saldo mínimo não pode ser negativo")
      .max(100_000, "O saldo mínimo vai até R$ 1.000,00"),
  })
  .meta({ id: "CashbackRules", description: "As regras do Clube Frosty" });

/** The rules in force: the saved ones, else the defaults. */
export function cashbackRulesOf(stored: { cashback_rules?: CashbackRules }): CashbackRules {
  return stored.cashback_rules ?? DEFAULT_CASHBACK_RULES;
}

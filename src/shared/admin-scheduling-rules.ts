/**
 * Configurações → Encomendas as HQ sees it in the panel: the chain's rules for scheduled
 * orders in force and the defaults they replace.
 */
import { schedulingRulesSchema } from "./scheduling-schemas.ts";
import { z } from "./zod-pt-br.ts";

export const schedulingRulesViewSchema = z
  .object({
    rules: schedulingRulesSchema.meta({
      description: "As regras em vigor (as salvas; senão as padrões)",
    }),
    defaults: schedulingRulesSchema.meta({ description: "As regras padrões da Frosty" }),
  })
  .meta({ id: "SchedulingRulesView", description: "As regras das encomendas e as padrões" });
export type SchedulingRulesView = z.infer<typeof schedulingRulesViewSchema>;

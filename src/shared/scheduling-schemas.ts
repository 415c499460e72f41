/**
 * Encomendas as zod schemas: HQ's rules (Configurações → Encomendas), a store's capacity and
 * preparation time, and what GET /api/stores/{id}/schedule answers. The rules that read them,
 * without zod, are in scheduling.ts.
 */
import { PAYMENT_METHODS } from "./order-terms.ts";
import {
  CANCEL_CUTOFF_RANGE,
  DAYS_AHEAD_RANGE,
  MAX_DAILY_CAPACITY,
  PREPARATION_RANGE,
  SLOT_MINUTES_RANGE,
} from "./scheduling.ts";
import { STORE_TIME_ZONE_IDS } from "./store-time-zone.ts";
import { z } from "./zod-pt-br.ts";

export const schedulingRulesSchema = z
  .strictObject({
    enabled: z.boolean(),
    slotMinutes: z
      .int("Informe a duração do horário em minutos")
      .min(SLOT_MINUTES_RANGE.min, `O horário tem pelo menos ${SLOT_MINUTES_RANGE.min} minutos`)
      .max(SLOT_MINUTES_RANGE.max, `O horário tem no máximo ${SLOT_MINUTES_RANGE.max} minutos`),
    daysAhead: z
      .int("Informe os dias em números inteiros")
      .min(DAYS_AHEAD_RANGE.min, `Pelo menos ${DAYS_AHEAD_RANGE.min} dia`)
      .max(DAYS_AHEAD_RANGE.max, `No máximo ${DAYS_AHEAD_RANGE.max} dias`),
    paymentMethods: z
      .array(z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }))
      .min(1, "Escolha pelo menos uma forma de pagamento")
      .refine((methods) => new Set(methods).size === methods.length, {
        message: "Cada forma de pagamento aparece uma vez",
      }),
    upfrontFromCents: z
      .int("Informe o valor em centavos")
      .min(0, "O valor não pode ser negativo")
      .max(100_000_000, "Valor alto demais")
      .nullable(),
    cancelCutoffHours: z
      .int("Informe as horas em números inteiros")
      .min(CANCEL_CUTOFF_RANGE.min, "O prazo não pode ser negativo")
      .max(CANCEL_CUTOFF_RANGE.max, `No máximo ${CANCEL_CUTOFF_RANGE.max} horas`),
  })
  .meta({ id: "SchedulingRules", description: "As regras das encomendas agendadas" });

/** A store's production of scheduled orders: picolés per day, Sunday first. */
export const dailyCapacitySchema = z
  .array(
    z
      .int("Informe a capacidade em picolés inteiros")
      .min(0, "A capacidade não pode ser negativa")
      .max(MAX_DAILY_CAPACITY, `No máximo ${MAX_DAILY_CAPACITY} picolés por dia`),
  )
  .length(7, "Informe os 7 dias da semana, começando no domingo");

export const preparationMinutesSchema = z
  .int("Informe o tempo em minutos inteiros")
  .min(PREPARATION_RANGE.min, `Pelo menos ${PREPARATION_RANGE.min} minutos`)
  .max(PREPARATION_RANGE.max, `No máximo ${PREPARATION_RANGE.max} minutos`);

export const scheduleQuerySchema = z.object({
  units: z.coerce.number().int().min(1).max(100_000).default(1).meta({
    description: "Quantos picolés o carrinho tem: um dia sem vaga para eles fica esgotado",
  }),
  leadHours: z.coerce
    .number()
    .int()
    .min(0)
    .max(336)
    .default(0)
    .meta({ description: "A maior antecedência dos produtos do carrinho, em horas" }),
});

export const storeScheduleSchema = z
  .object({
    storeId: z.string(),
    enabled: z.boolean().meta({ description: "false: a loja não aceita encomendas agora" }),
    timeZone: z.enum(STORE_TIME_ZONE_IDS),
    slotMinutes: z.int(),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).meta({
      description: "As formas aceitas em encomendas (entre as que a loja aceita)",
    }),
    upfrontFromCents: z.int().nullable().meta({
      description: "A partir deste total, a encomenda é paga na hora por Pix; null: nunca",
    }),
    cancelCutoffHours: z.int(),
    days: z.array(
      z.object({
        date: z.iso.date(),
        label: z.string().meta({ example: "sábado, 29/11" }),
        capacity: z.int().meta({ description: "Picolés que a loja faz no dia, para encomendas" }),
        remaining: z.int().meta({ description: "Picolés ainda livres no dia" }),
        full: z.boolean().meta({ description: "Sem vaga para este carrinho: esgotado" }),
        slots: z.array(
          z.object({
            start: z.iso.datetime({ offset: true }),
            label: z.string().meta({ example: "15:00" }),
            available: z.boolean().meta({ description: "false: esgotado" }),
          }),
        ),
      }),
    ),
  })
  .meta({ id: "StoreSchedule", description: "Os dias e horários em que a loja aceita encomendas" });
export type StoreSchedule = z.infer<typeof storeScheduleSchema>;

/**
 * Staff's "só retirada" as zod schemas: a store pauses its deliveries until a time, for a reason
 * customers read, and keeps taking pickups. The staff's form and API validate a pause with
 * them; the catalogue and the staff list declare the running one. The rules that read a pause
 * (no zod, for the shop's pages) are in store-status.ts.
 */
import { z } from "./zod-pt-br.ts";

/** A pause lasts at most this long: a forgotten one must not stop a store's deliveries for days. */
export const MAX_DELIVERIES_PAUSE_HOURS = 24;
export const MAX_PAUSE_REASON_LENGTH = 120;

const REASON_MESSAGE = `Informe o motivo da pausa, com até ${MAX_PAUSE_REASON_LENGTH} caracteres`;

/** A running pause, as the catalogue and the staff list show it (null: deliveries as usual). */
export const deliveriesPauseSchema = z
  .object({
    until: z.iso.datetime({ offset: true }).meta({
      description: "Quando as entregas voltam sozinhas",
      example: "2026-11-20T21:30:00.000Z",
    }),
    reason: z.string().meta({ description: "O motivo, dito aos clientes", example: "chuva forte" }),
  })
  .meta({
    id: "DeliveriesPause",
    description: "Entregas pausadas pela equipe (só retirada) até `until`",
  });

/** What staff send to pause deliveries. */
export const deliveriesPauseInputSchema = z.strictObject({
  until: z.iso
    .datetime({ offset: true, error: "Informe até quando as entregas ficam pausadas" })
    .meta({
      description: `Quando as entregas voltam: depois de agora, no máximo ${MAX_DELIVERIES_PAUSE_HOURS} h à frente`,
      example: "2026-11-20T21:30:00.000Z",
    }),
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(1, REASON_MESSAGE)
    .max(MAX_PAUSE_REASON_LENGTH, REASON_MESSAGE)
    .meta({ description: "O motivo, dito aos clientes", example: "chuva forte" }),
});
export type DeliveriesPauseInput = z.infer<typeof deliveriesPauseInputSchema>;

export const PAUSE_IN_THE_PAST_MESSAGE = "Escolha um fim da pausa depois de agora";
export const PAUSE_TOO_LONG_MESSAGE = `A pausa de entregas dura no máximo ${MAX_DELIVERIES_PAUSE_HOURS} horas`;
export const PAUSE_OF_CLOSED_STORE_MESSAGE =
  "Uma loja fechada não faz entregas nem retiradas: para só retirada, deixe a loja aberta";

/** Why this pause cannot start at `now` (its end is past or too far ahead), or null. */
export function pauseEndProblem(until: string, now: Date): string | null {
  const end = Date.parse(until);
  if (end <= now.getTime()) return PAUSE_IN_THE_PAST_MESSAGE;
  if (end - now.getTime() > MAX_DELIVERIES_PAUSE_HOURS * 3_600_000) return PAUSE_TOO_LONG_MESSAGE;
  return null;
}

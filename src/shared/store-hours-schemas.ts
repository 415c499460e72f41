/**
 * A store's opening hours as zod schemas: the staff's form and API validate with them, and the
 * catalogue's answer declares them. Their types are z.infer of them; store-hours.ts (no zod,
 * for the shop's pages) re-exports the types and holds the rules that read the hours.
 */
import { z } from "./zod-pt-br.ts";

/** "HH:MM" in the store's local time (SHOP_TIME_ZONE). */
export const clockTimeSchema = z
  .string({ error: "Informe o horário no formato HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Horário inválido: use HH:MM, de 00:00 a 23:59")
  .meta({ description: "Hora no fuso de São Paulo (HH:MM)", example: "10:00" });
export type ClockTime = z.infer<typeof clockTimeSchema>;

/** One weekday: open–close (a close before the open runs past midnight), or null: closed. */
export const dayHoursSchema = z
  .strictObject({ open: clockTimeSchema, close: clockTimeSchema })
  .nullable();
export type DayHours = NonNullable<z.infer<typeof dayHoursSchema>>;

/** Seven entries, Sunday first; null: closed all day. */
export const weeklyHoursSchema = z
  .array(dayHoursSchema, { error: "Informe os horários da semana em uma lista" })
  .length(7, "Informe os 7 dias da semana, começando no domingo")
  .meta({
    description:
      "Os 7 dias da semana, começando no domingo: abertura e fechamento (um fechamento antes " +
      "da abertura passa da meia-noite), ou null: fechada o dia todo",
  });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

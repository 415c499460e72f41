/**
 * Encomendas: an order for a day and a slot of its store (docs/decisions/030-encomendas.md).
 * The words and rules both sides share, without zod so the shop's pages can use them: the
 * chain's rules (HQ), a store's capacity, and the slots a store offers, counted on its own clock.
 */
import type { PaymentMethod } from "./order-terms.ts";
import { storeClock, type WeeklyHours } from "./store-hours.ts";
import { storeDate, zoneOffset } from "./store-time-zone.ts";

/** The chain's rules for scheduled orders (Configurações → Encomendas). */
export interface SchedulingRules {
  /** Off: the checkout offers "Agora" only. */
  enabled: boolean;
  /** The length of a slot, 15–120 minutes. */
  slotMinutes: number;
  /** How many days ahead a customer may schedule (today included). */
  daysAhead: number;
  /** The methods a scheduled order may be paid with (among those the store takes). */
  paymentMethods: PaymentMethod[];
  /** From this total on, a scheduled order is paid upfront (Pix); null: never required. */
  upfrontFromCents: number | null;
  /** Until this many hours before its slot the customer may cancel from the tracking page. */
  cancelCutoffHours: number;
}

export const DEFAULT_SCHEDULING_RULES: SchedulingRules = {
  enabled: true,
  slotMinutes: 30,
  daysAhead: 14,
  paymentMethods: ["pix", "card", "cash", "test"],
  upfrontFromCents: 10_000,
  cancelCutoffHours: 24,
};

export const SLOT_MINUTES_RANGE = { min: 15, max: 120 } as const;
export const DAYS_AHEAD_RANGE = { min: 1, max: 60 } as const;
export const CANCEL_CUTOFF_RANGE = { min: 0, max: 168 } as const;

/** A store's production of scheduled orders, in picolés per day, Sunday first. */
export const DEFAULT_DAILY_CAPACITY = 300;
export const DEFAULT_WEEKLY_CAPACITY: readonly number[] = Array(7).fill(DEFAULT_DAILY_CAPACITY);
export const MAX_DAILY_CAPACITY = 100_000;
/** How long before its slot a scheduled order enters the store's live queue, by default. */
export const DEFAULT_PREPARATION_MINUTES = 45;
export const PREPARATION_RANGE = { min: 5, max: 480 } as const;

/** The rules as saved over the defaults: a rule HQ never saved keeps its default. */
export function schedulingRulesOf(
  saved: Partial<SchedulingRules> | null | undefined,
): SchedulingRules {
  return { ...DEFAULT_SCHEDULING_RULES, ...(saved ?? {}) };
}

/** The store's facts a slot depends on. */
export interface SchedulingStore {
  openingHours: WeeklyHours | null;
  timeZone: string;
  preparationMinutes: number;
  /** Picolés per day for scheduled orders, Sunday first. */
  dailyCapacity: readonly number[];
}

export interface ScheduleSlot {
  /** The slot's start, an instant (ISO 8601 with the store's offset). */
  start: string;
  /** "15:00" on the store's clock. */
  label: string;
}

export interface ScheduleDay {
  /** "YYYY-MM-DD" on the store's clock. */
  date: string;
  weekday: number;
  capacity: number;
  slots: ScheduleSlot[];
}

/** The hours of a store that publishes none: it takes orders around the clock. */
const ALL_DAY = { open: "00:00", close: "00:00" } as const;

const pad = (n: number) => String(n).padStart(2, "0");
const clockLabel = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The instant of a time on a date, both on a store's clock. */
export function storeInstant(date: string, minutes: number, timeZone: string): Date {
  return new Date(`${date}T${clockLabel(minutes)}:00${zoneOffset(timeZone)}`);
}

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The earliest a scheduled order may be for: its lead time (the longest of the cart's
 * products') and never less than the store's preparation time from now.
 */
export function earliestSlotStart(
  now: Date,
  leadMinutes: number,
  preparationMinutes: number,
): Date {
  return new Date(now.getTime() + Math.max(leadMinutes, preparationMinutes) * 60_000);
}

/**
 * The days and slots a store offers from `now`: each day of the rules' window that the store
 * opens, its slots from the opening on, every slotMinutes, each ending by the closing (a day
 * that runs past midnight offers its slots until midnight), none before the earliest start.
 * A store that publishes no hours takes orders at any time (isStoreOpen): so its slots run
 * through the whole day.
 */
export function scheduleDays(
  store: SchedulingStore,
  rules: SchedulingRules,
  now: Date,
  leadMinutes: number,
): ScheduleDay[] {
  const earliest = earliestSlotStart(now, leadMinutes, store.preparationMinutes);
  const today = storeDate(now, store.timeZone);
  const days: ScheduleDay[] = [];
  for (let offset = 0; offset < rules.daysAhead; offset++) {
    const date = addDays(today, offset);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const hours = store.openingHours ? store.openingHours[weekday] : ALL_DAY;
    if (!hours) continue;
    const open = minutesOf(hours.open);
    const closeRaw = minutesOf(hours.close);
    const close = closeRaw > open ? closeRaw : 24 * 60;
    const slots: ScheduleSlot[] = [];
    for (let start = open; start + rules.slotMinutes <= close; start += rules.slotMinutes) {
      const at = storeInstant(date, start, store.timeZone);
      if (at < earliest) continue;
      slots.push({ start: at.toISOString(), label: clockLabel(start) });
    }
    if (slots.length > 0) {
      days.push({ date, weekday, capacity: store.dailyCapacity[weekday] ?? 0, slots });
    }
  }
  return days;
}

/** Whether `start` is one of the slots the store offers (the checkout's choice, checked again). */
export function findSlot(
  days: readonly ScheduleDay[],
  start: Date,
): { day: ScheduleDay; slot: ScheduleSlot } | null {
  const wanted = start.getTime();
  for (const day of days) {
    const slot = day.slots.find((s) => new Date(s.start).getTime() === wanted);
    if (slot) return { day, slot };
  }
  return null;
}

/** "sábado, 29/11 às 15:00" on the store's clock: how the slot is written everywhere. */
export function slotText(start: string | Date, timeZone: string): string {
  const at = typeof start === "string" ? new Date(start) : start;
  const date = storeDate(at, timeZone);
  const { weekday, minutes } = storeClock(at, timeZone);
  const [, month, day] = date.split("-");
  return `${WEEKDAY_NAMES[weekday]}, ${day}/${month} às ${clockLabel(minutes)}`;
}

/** "15:00" on the store's clock. */
export function slotTime(start: string | Date, timeZone: string): string {
  const at = typeof start === "string" ? new Date(start) : start;
  return clockLabel(storeClock(at, timeZone).minutes);
}

/** "29/11" of a "YYYY-MM-DD" date. */
export function shortDate(date: string): string {
  const [, month, day] = date.split("-");
  return `${day}/${month}`;
}

export const WEEKDAY_NAMES = [
  "domingo",
  "segunda-feira",
  "terça-feira",
  "quarta-feira",
  "quinta-feira",
  "sexta-feira",
  "sábado",
] as const;

/** The refusal when a day has no room left: it names the days that still do. */
export function capacityFullMessage(date: string, openDays: readonly string[]): string {
  const open =
    openDays.length > 0
      ? ` Dias com vaga: ${openDays.map(shortDate).join(", ")}.`
      : " Não há outro dia com vaga nas próximas semanas.";
  return `A loja não tem mais capacidade para encomendas em ${shortDate(date)}.${open}`;
}

export const SCHEDULING_MESSAGES = {
  off: "A loja não está aceitando encomendas agendadas agora.",
  slotUnavailable: "Esse horário não está disponível. Escolha outro horário.",
  leadTime: (hours: number) =>
    `Este pedido precisa de ${hours} h de antecedência. Escolha um horário mais adiante.`,
  needsSchedule: (hours: number) =>
    `Caixas de festa são feitas por encomenda: agende com pelo menos ${hours} h de antecedência.`,
  paymentNotForScheduled: "Essa forma de pagamento não é aceita em encomendas agendadas.",
  upfront: (reais: string) => `Encomendas a partir de ${reais} são pagas na hora, por Pix.`,
  cancelTooLate: (hours: number) =>
    `Faltam menos de ${hours} h para o horário da encomenda: para cancelar, fale com a loja.`,
  notScheduled: "Só encomendas agendadas podem ser canceladas por aqui. Fale com a loja.",
} as const;

/**
 * Each store keeps its own clock: its hours, "aberta agora" and the day its orders are numbered
 * in are counted in its time zone. Brazil has no daylight saving time (since 2019): a zone is a
 * fixed offset, named as people there call it.
 */
export const STORE_TIME_ZONES = {
  "America/Sao_Paulo": "horário de Brasília",
  "America/Manaus": "horário do Amazonas",
  "America/Cuiaba": "horário de Mato Grosso",
  "America/Campo_Grande": "horário de Mato Grosso do Sul",
  "America/Porto_Velho": "horário de Rondônia",
  "America/Boa_Vista": "horário de Roraima",
  "America/Rio_Branco": "horário do Acre",
} as const;

export type StoreTimeZone = keyof typeof STORE_TIME_ZONES;

export const STORE_TIME_ZONE_IDS = Object.keys(STORE_TIME_ZONES) as [
  StoreTimeZone,
  ...StoreTimeZone[],
];

/** The states an hour (or two) behind Brasília; every other state keeps Brasília's time. */
const ZONE_OF_STATE: Partial<Record<string, StoreTimeZone>> = {
  AM: "America/Manaus",
  MT: "America/Cuiaba",
  MS: "America/Campo_Grande",
  RO: "America/Porto_Velho",
  RR: "America/Boa_Vista",
  AC: "America/Rio_Branco",
};

/** A store's zone from its state (UF), as a new store gets it. */
export function timeZoneOfState(state: string): StoreTimeZone {
  return ZONE_OF_STATE[state.toUpperCase()] ?? "America/Sao_Paulo";
}

export function isStoreTimeZone(zone: string): zone is StoreTimeZone {
  return Object.hasOwn(STORE_TIME_ZONES, zone);
}

/** What a clock in a zone reads at an instant: date, weekday (0 = Sunday) and time, padded. */
export interface ClockParts {
  year: string;
  month: string;
  day: string;
  weekday: number;
  hour: string;
  minute: string;
}

/**
 * Made once per zone, on first use: building an Intl.DateTimeFormat costs ~0.1 ms, and HQ's
 * "Lojas ao vivo" asks whether each of 138 stores is open on every read.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The one reading of a zone's clock that the dates, hours and "aberta agora" all use. */
export function clockParts(at: Date, timeZone: string): ClockParts {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    weekday: WEEKDAYS.indexOf(get("weekday")),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** The date ("YYYY-MM-DD") an instant falls on by a store's clock: its orders' day. */
export function storeDate(at: Date, timeZone: string): string {
  const { year, month, day } = clockParts(at, timeZone);
  return `${year}-${month}-${day}`;
}

/** The most any store's clock is behind Brasília's (Acre, UTC−5), in hours. */
export const MAX_HOURS_BEHIND_BRASILIA = 2;

/** Each zone's fixed offset from UTC (no daylight saving time in Brazil since 2019). */
const ZONE_OFFSETS: Record<StoreTimeZone, string> = {
  "America/Sao_Paulo": "-03:00",
  "America/Manaus": "-04:00",
  "America/Cuiaba": "-04:00",
  "America/Campo_Grande": "-04:00",
  "America/Porto_Velho": "-04:00",
  "America/Boa_Vista": "-04:00",
  "America/Rio_Branco": "-05:00",
};

/** The zone's offset as ISO 8601 writes it ("-04:00"); Brasília's for a zone not known. */
export function zoneOffset(timeZone: string): string {
  return isStoreTimeZone(timeZone) ? ZONE_OFFSETS[timeZone] : "-03:00";
}

/**
 * The years the staff API takes in dates (report periods, order filters, coupon validity):
 * far beyond any real record, and inside what every layer handles alike. PostgreSQL has no
 * year 0 (a 500 before this limit), JavaScript's Date.UTC reads years 0–99 as 1900–1999, and
 * an instant after 9999 has no four-digit ISO form.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 9999;

export const DATE_RANGE_MESSAGE = `Use uma data entre os anos ${MIN_DATE_YEAR} e ${MAX_DATE_YEAR}`;

/** A "YYYY-MM-DD" day whose year is in range. */
export function dayInRange(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

/** An ISO 8601 instant (any offset) whose UTC year is in range. */
export function instantInRange(iso: string): boolean {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

import { dayHoursSchema, weeklyHoursSchema } from "#shared/admin-stores.ts";
import { WEEKDAY_LABELS, type WeeklyHours } from "#shared/store-hours.ts";
import { z } from "#shared/zod-pt-br.ts";

/** One weekday as the editor shows it: ticked (open that day) with its times. */
interface DayDraft {
  opens: boolean;
  open: string;
  close: string;
}

/** The hours editor's fields: whether the store follows hours at all, and the seven days. */
export interface StoreHoursFormValues {
  published: boolean;
  days: DayDraft[];
}

export const DEFAULT_DAY: DayDraft = { opens: true, open: "10:00", close: "22:00" };

export function storeHoursFormValues(hours: WeeklyHours | null): StoreHoursFormValues {
  return {
    published: hours !== null,
    days: WEEKDAY_LABELS.map((_, weekday) => {
      const day = hours?.[weekday];
      return day ? { opens: true, ...day } : { ...DEFAULT_DAY, opens: hours === null };
    }),
  };
}

const typedDay = z.object({ opens: z.boolean(), open: z.string(), close: z.string() });

/** A day unticked is closed (null); a ticked one is checked by the API's schema. */
const dayDraftSchema = typedDay
  .transform((day) => (day.opens ? { open: day.open, close: day.close } : null))
  .pipe(dayHoursSchema);

/**
 * The editor's schema (zodResolver): hours not followed are sent as null and their days are not
 * checked; followed, the seven days must make the API's weekly hours.
 */
export const storeHoursFormSchema = z
  .discriminatedUnion("published", [
    z.object({ published: z.literal(false), days: z.array(typedDay) }),
    z.object({ published: z.literal(true), days: z.array(dayDraftSchema).pipe(weeklyHoursSchema) }),
  ])
  .transform((values) => ({ openingHours: values.published ? values.days : null }));
export type StoreHoursChecked = z.output<typeof storeHoursFormSchema>;

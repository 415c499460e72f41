import { addDays, SCHEDULING_MESSAGES } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { cn } from "#web/lib/utils.ts";
import type { StoreSchedule } from "./use-store-schedule.ts";

export type OrderWhen = "now" | "scheduled";

type ScheduleDay = StoreSchedule["days"][number];

/** "hoje", "amanhã", then the day as the store names it ("sábado, 29/11"). */
export function dayLabel(day: Pick<ScheduleDay, "date" | "label">, today: string): string {
  if (day.date === today) return "hoje";
  if (day.date === addDays(today, 1)) return "amanhã";
  return day.label;
}

/** A day a customer may choose: room left and a slot still open. */
const openDay = (day: ScheduleDay) => !day.full && day.slots.some((slot) => slot.available);

const chipClass = (chosen: boolean, disabled: boolean) =>
  cn(
    "flex min-h-11 flex-col items-center justify-center rounded-xl border px-3 py-2 font-semibold text-sm",
    // Esgotado reads so even when chosen (the day shown when every day is full).
    disabled
      ? "cursor-not-allowed border-dashed border-brand-100 bg-white text-muted line-through decoration-1"
      : chosen
        ? "border-brand-600 bg-brand-50 text-brand-800"
        : "border-brand-100 bg-white",
  );

/**
 * "Quando?": the order for now, or an encomenda for one of the store's days and slots. A day
 * or slot without room reads "esgotado" and cannot be chosen. A cart with a party box is
 * always scheduled (it is made to order), and says so; a chain that takes no encomendas now
 * offers only "Agora".
 */
export function ScheduleChoice({
  when,
  onWhenChange,
  mustSchedule,
  needsScheduleMessage,
  schedule,
  loadError,
  day,
  onDayChange,
  slotStart,
  onSlotChange,
  problem,
  now = new Date(),
}: {
  when: OrderWhen;
  onWhenChange(when: OrderWhen): void;
  /** A party box in the cart: "Agora" is no choice. */
  mustSchedule: boolean;
  needsScheduleMessage: string;
  schedule: StoreSchedule | undefined;
  loadError: string | undefined;
  /** The day shown ("YYYY-MM-DD"); null: the first with room. */
  day: string | null;
  onDayChange(day: string): void;
  slotStart: string | null;
  onSlotChange(start: string): void;
  /** Why the slot cannot be taken (the form's check or the server's refusal). */
  problem: string | null;
  now?: Date;
}) {
  // Until the store answers, and when it takes no encomendas, the order is simply for now.
  const enabled = schedule?.enabled === true;
  const offerSchedule = enabled || mustSchedule;
  const days = schedule?.days ?? [];
  const today = schedule ? storeDate(now, schedule.timeZone) : "";
  const shown = days.find((d) => d.date === day) ?? days.find(openDay) ?? days[0];
  // No encomendas at this store now: the order is for now, and nothing asks when.
  if (!offerSchedule) return null;

  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="when-heading"
      data-testid="order-when"
    >
      <h2 id="when-heading" className="mb-4 font-bold text-lg">
        Quando?
      </h2>
      <div className="flex flex-col gap-4">
        {mustSchedule && (
          <p className="rounded-xl bg-amber-50 p-3 text-amber-900 text-sm">
            {needsScheduleMessage}
          </p>
        )}
        {enabled && (
          <fieldset className="grid grid-cols-2 gap-2">
            <legend className="sr-only">Quando você quer o pedido?</legend>
            {!mustSchedule && (
              <WhenOption checked={when === "now"} onChange={() => onWhenChange("now")}>
                Agora
              </WhenOption>
            )}
            <WhenOption checked={when === "scheduled"} onChange={() => onWhenChange("scheduled")}>
              Agendar
            </WhenOption>
          </fieldset>
        )}
        {schedule && !enabled && (
          <p className="text-sm" role="alert">
            {SCHEDULING_MESSAGES.off}
          </p>
        )}
        {when === "scheduled" && (enabled || !schedule) && (
          <div className="flex flex-col gap-4">
            {loadError && !schedule ? (
              <p className="text-red-700 text-sm" role="alert">
                {loadError}
              </p>
            ) : !schedule ? (
              <p className="text-muted text-sm">Carregando os horários da loja...</p>
            ) : days.length === 0 ? (
              <p className="text-sm" role="alert">
                A loja não tem horários para encomendas nos próximos dias.
              </p>
            ) : (
              <>
                <fieldset className="min-w-0">
                  <legend className="mb-2 font-semibold text-sm">Dia</legend>
                  {/* Contained: the row scrolls within the page's width, never widens it. */}
                  <div
                    className="flex gap-2 overflow-x-auto pb-1 [contain:inline-size]"
                    data-testid="schedule-days"
                  >
                    {days.map((d) => {
                      const full = !openDay(d);
                      return (
                        <button
                          key={d.date}
                          type="button"
                          className={chipClass(d.date === shown?.date, full)}
                          aria-pressed={d.date === shown?.date}
                          disabled={full}
                          onClick={() => onDayChange(d.date)}
                          data-testid="schedule-day"
                          data-date={d.date}
                        >
                          <span className="whitespace-nowrap">{dayLabel(d, today)}</span>
                          {full && <span className="font-normal text-xs">esgotado</span>}
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
                {shown && (
                  <fieldset
                    className="min-w-0"
                    aria-describedby={problem ? "schedule-error" : undefined}
                  >
                    <legend className="mb-2 font-semibold text-sm">Horário</legend>
                    <div className="grid grid-cols-4 gap-2" data-testid="schedule-slots">
                      {shown.slots.map((slot) => {
                        const full = shown.full || !slot.available;
                        return (
                          <button
                            key={slot.start}
                            type="button"
                            className={chipClass(slot.start === slotStart, full)}
                            aria-pressed={slot.start === slotStart}
                            disabled={full}
                            onClick={() => onSlotChange(slot.start)}
                            data-testid="schedule-slot"
                          >
                            <span className="tabular-nums">{slot.label}</span>
                            {full && <span className="font-normal text-xs">esgotado</span>}
                          </button>
                        );
                      })}
                    </div>
                  </fieldset>
                )}
              </>
            )}
          </div>
        )}
        {problem && (
          <p id="schedule-error" className="text-red-700 text-sm" role="alert">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}

function WhenOption({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange(): void;
  children: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 p-3 font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name="order-when"
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-brand-600"
      />
      {children}
    </label>
  );
}

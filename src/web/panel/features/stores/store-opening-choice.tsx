import { useId, useState } from "react";
import type { AdminStore } from "#shared/admin-stores.ts";
import { pickupOnlyLabel } from "#shared/deliveries-pause.ts";
import { MAX_PAUSE_REASON_LENGTH, pauseEndProblem } from "#shared/deliveries-pause-schemas.ts";
import { PICKUP_ONLY_LABEL, STORE_CLOSED_LABEL, STORE_OPEN_LABEL } from "#shared/store-status.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useSetStoreHours } from "./api.ts";
import { closingTime, nextClockTime } from "./pause-ends.ts";

type Mode = "open" | "pickup" | "closed";

const MODES: { mode: Mode; label: string; hint: string }[] = [
  { mode: "open", label: STORE_OPEN_LABEL, hint: "Entrega e retirada" },
  { mode: "pickup", label: PICKUP_ONLY_LABEL, hint: "Entregas pausadas" },
  { mode: "closed", label: STORE_CLOSED_LABEL, hint: "Nenhum pedido" },
];

const REASONS = ["Chuva forte", "Sem entregador", "Muito movimento"];

/** How long a pause lasts, as the staff tap it (minutes). */
const DURATIONS = [
  { label: "30 min", minutes: 30 },
  { label: "1 h", minutes: 60 },
  { label: "2 h", minutes: 120 },
];

const modeOf = (store: AdminStore): Mode =>
  !store.acceptsOrders ? "closed" : store.deliveriesPause ? "pickup" : "open";

const chip = (selected: boolean) =>
  cn(
    "min-h-12 rounded-xl border-2 px-4 font-semibold text-sm",
    selected
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-brand-100 bg-white text-ink hover:border-brand-300",
  );

/**
 * A store's state as staff set it at the counter, three large choices a finger hits on a
 * tablet: Aberta (deliveries and pickups), Só retirada (deliveries paused until a time, for a
 * reason customers read; it ends by itself) and Fechada (no order of any kind).
 */
export function StoreOpeningChoice({ store }: { store: AdminStore }) {
  const save = useSetStoreHours();
  const current = modeOf(store);
  const [pausing, setPausing] = useState(false);

  const choose = (mode: Mode) => {
    if (mode === "pickup") {
      setPausing(true);
      return;
    }
    setPausing(false);
    if (mode === current) return;
    void toastOutcome(
      save.mutateAsync({
        id: store.id,
        input: {
          acceptsOrders: mode === "open",
          openingHours: store.openingHours,
          deliveriesPause: null,
        },
      }),
      `${store.name}: ${mode === "open" ? "aberta para pedidos" : "fechada, sem pedidos"}`,
    );
  };

  return (
    <div className="flex flex-col gap-3" data-testid="store-opening-choice">
      <fieldset className="grid grid-cols-3 gap-2 sm:max-w-md">
        <legend className="sr-only">Pedidos em {store.name}</legend>
        {MODES.map(({ mode, label, hint }) => {
          const checked = mode === current;
          return (
            <button
              key={mode}
              type="button"
              aria-pressed={checked}
              disabled={save.isPending}
              onClick={() => choose(mode)}
              className={cn(
                "flex min-h-14 flex-col items-center justify-center rounded-xl border-2 px-2 py-1 text-center disabled:opacity-60",
                checked && mode === "open" && "border-green-700 bg-green-700 text-white",
                checked && mode === "pickup" && "border-amber-600 bg-amber-100 text-amber-950",
                checked && mode === "closed" && "border-ink bg-ink text-white",
                !checked && "border-brand-100 bg-white text-ink hover:border-brand-300",
              )}
            >
              <span className="font-bold text-sm">{label}</span>
              <span className={cn("text-xs", !checked && "text-muted")}>{hint}</span>
            </button>
          );
        })}
      </fieldset>
      {store.deliveriesPause && !pausing && (
        <p className="text-amber-950 text-sm" data-testid="deliveries-pause">
          <span className="font-semibold">
            {pickupOnlyLabel(store.deliveriesPause, new Date())}
          </span>
          : {store.deliveriesPause.reason}.{" "}
          <button
            type="button"
            className="min-h-12 px-2 font-semibold text-brand-700 underline"
            onClick={() => setPausing(true)}
          >
            Mudar a pausa
          </button>
        </p>
      )}
      {pausing && (
        <PauseForm
          store={store}
          saving={save.isPending}
          onCancel={() => setPausing(false)}
          onSave={async (until, reason) => {
            const saved = await toastOutcome(
              save.mutateAsync({
                id: store.id,
                input: {
                  acceptsOrders: true,
                  openingHours: store.openingHours,
                  deliveriesPause: { until: until.toISOString(), reason },
                },
              }),
              (result) =>
                `${store.name}: ${result.deliveriesPause ? pickupOnlyLabel(result.deliveriesPause, new Date()).toLowerCase() : "entregas normais"}`,
            );
            if (saved) setPausing(false);
          }}
        />
      )}
    </div>
  );
}

/** The pause's reason and end: a tapped preset or a typed time ("Até às"). */
function PauseForm({
  store,
  saving,
  onCancel,
  onSave,
}: {
  store: AdminStore;
  saving: boolean;
  onCancel(): void;
  onSave(until: Date, reason: string): Promise<void>;
}) {
  const [reason, setReason] = useState(store.deliveriesPause?.reason ?? "");
  const [minutes, setMinutes] = useState<number | "close" | null>(null);
  const [time, setTime] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const timeId = useId();
  const closing = closingTime(store.openingHours, new Date(), store.timeZone);

  const until = (now: Date): Date | null => {
    if (minutes === "close") return closing;
    if (typeof minutes === "number") return new Date(now.getTime() + minutes * 60_000);
    return time ? nextClockTime(time, now, store.timeZone) : null;
  };

  const submit = () => {
    const now = new Date();
    const end = until(now);
    const trimmed = reason.trim();
    if (!trimmed) return setProblem("Escolha ou escreva o motivo da pausa");
    if (!end) return setProblem("Escolha até quando as entregas ficam pausadas");
    const endProblem = pauseEndProblem(end.toISOString(), now);
    if (endProblem) return setProblem(endProblem);
    setProblem(null);
    void onSave(end, trimmed);
  };

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3"
      data-testid="pause-form"
    >
      <legend className="px-1 font-bold">Só retirada: pausar entregas</legend>
      <div className="flex flex-col gap-2">
        <label htmlFor={reasonId} className="font-semibold text-sm">
          Motivo (o cliente vê)
        </label>
        <div className="flex flex-wrap gap-2">
          {REASONS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={reason === preset.toLowerCase()}
              className={chip(reason === preset.toLowerCase())}
              onClick={() => setReason(preset.toLowerCase())}
            >
              {preset}
            </button>
          ))}
        </div>
        <input
          id={reasonId}
          value={reason}
          maxLength={MAX_PAUSE_REASON_LENGTH}
          onChange={(event) => setReason(event.target.value)}
          placeholder="Ou escreva o motivo"
          className="h-12 rounded-xl border border-ink/30 bg-white px-3 text-base"
        />
      </div>
      <div className="flex flex-col gap-2">
        <span className="font-semibold text-sm">Até quando</span>
        <div className="flex flex-wrap items-center gap-2">
          {DURATIONS.map((duration) => (
            <button
              key={duration.minutes}
              type="button"
              aria-pressed={minutes === duration.minutes}
              className={chip(minutes === duration.minutes)}
              onClick={() => {
                setMinutes(duration.minutes);
                setTime("");
              }}
            >
              {duration.label}
            </button>
          ))}
          {closing && (
            <button
              type="button"
              aria-pressed={minutes === "close"}
              className={chip(minutes === "close")}
              onClick={() => {
                setMinutes("close");
                setTime("");
              }}
            >
              Até fechar
            </button>
          )}
          <label htmlFor={timeId} className="ml-1 font-semibold text-sm">
            Até às
          </label>
          <input
            id={timeId}
            type="time"
            value={time}
            onChange={(event) => {
              setTime(event.target.value);
              setMinutes(null);
            }}
            className="h-12 rounded-xl border border-ink/30 bg-white px-3 text-base"
          />
        </div>
      </div>
      {problem && (
        <p role="alert" className="font-semibold text-red-700 text-sm">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={saving}
          onClick={submit}
          className="min-h-12 rounded-xl bg-amber-700 px-5 font-bold text-white disabled:opacity-60"
        >
          Pausar entregas
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-12 rounded-xl px-4 font-semibold text-brand-700"
        >
          Cancelar
        </button>
      </div>
    </fieldset>
  );
}

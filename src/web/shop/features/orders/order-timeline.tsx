import { Check, X } from "lucide-react";
import { orderTimeline, type StatusChange, type TimelineOrder } from "#shared/order-timeline.ts";
import { cn } from "#web/lib/utils.ts";
import { formatStepTime } from "./order-times.ts";

/** What a screen reader says of each step, after its name. */
const STATE_WORDS = { done: "feito", current: "agora", upcoming: "a seguir" } as const;

/**
 * The order's way, step by step: what happened and when (the shop's clock), where it is now,
 * highlighted, and what comes next, greyed. `history` is the server's; without it (the copy
 * kept in this browser, until the server's arrives) only the placing has a time.
 */
export function OrderTimeline({
  order,
  history,
}: {
  order: TimelineOrder;
  history: readonly StatusChange[] | undefined;
}) {
  const steps = orderTimeline(order, history);
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm print:hidden"
      aria-labelledby="timeline-heading"
      data-testid="order-timeline"
    >
      <h2 id="timeline-heading" className="mb-4 font-bold text-lg">
        Andamento do pedido
      </h2>
      <ol>
        {steps.map((step, index) => {
          const cancelled = step.status === "cancelled";
          const last = index === steps.length - 1;
          return (
            <li
              // A status may come twice (moved back): its time tells them apart.
              key={`${step.status}@${step.at ?? step.state}`}
              className="relative flex gap-3 pb-5 last:pb-0"
              aria-current={step.state === "current" ? "step" : undefined}
              data-testid="timeline-step"
              data-state={step.state}
              data-status={step.status}
            >
              {!last && (
                <span
                  className={cn(
                    "absolute top-7 bottom-1 left-3 w-0.5 -translate-x-1/2",
                    step.state === "done" ? "bg-brand-600" : "bg-ink/15",
                  )}
                  aria-hidden="true"
                />
              )}
              <StepMark state={step.state} cancelled={cancelled} />
              <div className="min-w-0 pt-0.5">
                <p
                  className={cn(
                    step.state === "upcoming"
                      ? "text-muted"
                      : step.state === "current" && cancelled
                        ? "text-red-700"
                        : "text-ink",
                    step.state === "current" ? "font-bold" : "font-medium",
                  )}
                >
                  {step.label}
                  <span className="sr-only"> ({STATE_WORDS[step.state]})</span>
                </p>
                {step.at && (
                  <time
                    dateTime={step.at}
                    className="text-muted text-sm tabular-nums"
                    data-testid="timeline-time"
                  >
                    {formatStepTime(step.at, order.createdAt)}
                  </time>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepMark({
  state,
  cancelled,
}: {
  state: "done" | "current" | "upcoming";
  cancelled: boolean;
}) {
  if (state === "upcoming") {
    return (
      <span
        className="relative size-6 shrink-0 rounded-full border-2 border-ink/25 bg-white"
        aria-hidden="true"
      />
    );
  }
  if (state === "current") {
    return (
      <span
        className={cn(
          "relative grid size-6 shrink-0 place-items-center rounded-full text-white ring-4",
          cancelled ? "bg-red-700 ring-red-100" : "bg-brand-600 ring-brand-100",
        )}
        aria-hidden="true"
      >
        {cancelled ? (
          <X className="size-4" strokeWidth={3} />
        ) : (
          <span className="size-2 rounded-full bg-white" />
        )}
      </span>
    );
  }
  return (
    <span
      className="relative grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white"
      aria-hidden="true"
    >
      <Check className="size-4" strokeWidth={3} />
    </span>
  );
}

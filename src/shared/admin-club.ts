/**
 * Clube Frosty as HQ sees it in the panel: the rules (Configurações → Clube) and the club's
 * report (Relatórios → Clube Frosty): the cashback the chain owes and what each store's
 * orders earned and spent month by month.
 */
import { cashbackRulesSchema } from "./cashback.ts";
import { SHOP_TIME_ZONE_NAME } from "./shop-time-zone.ts";
import { z } from "./zod-pt-br.ts";

// ─── Configurações → Clube ───────────────────────────────────────────────────────────────────

export const cashbackRulesViewSchema = z
  .object({
    rules: cashbackRulesSchema.meta({
      description: "As regras em vigor (as salvas; senão as padrões)",
    }),
    defaults: cashbackRulesSchema.meta({ description: "As regras padrões da Frosty" }),
  })
  .meta({ id: "CashbackRulesView", description: "As regras do Clube Frosty e as padrões" });
export type CashbackRulesView = z.infer<typeof cashbackRulesViewSchema>;

// ─── Relatórios → Clube Frosty ───────────────────────────────────────────────────────────────

/** A report covers at most this many months, both ends included. */
export const MAX_CLUB_REPORT_MONTHS = 36;
/** Months shown when none are asked for: this one and the 11 before it. */
export const DEFAULT_CLUB_REPORT_MONTHS = 12;

/** "2026-11" → months since year 0, for calendar arithmetic. */
function monthNumber(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function fromMonthNumber(n: number): string {
  return `${String(Math.floor(n / 12)).padStart(4, "0")}-${String((n % 12) + 1).padStart(2, "0")}`;
}

export function addMonths(month: string, months: number): string {
  return fromMonthNumber(monthNumber(month) + months);
}

/** How many months from `from` to `to`, both included (1 for a single month). */
export function monthsInPeriod(from: string, to: string): number {
  return monthNumber(to) - monthNumber(from) + 1;
}

/** "2026-11" → "11/2026", as staff read a month. */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

const MONTH_PATTERN = /^(20\d{2})-(0[1-9]|1[0-2])$/;

const month = (which: string, example: string) =>
  z
    .string()
    .regex(MONTH_PATTERN, `Informe o mês ${which} no formato AAAA-MM, como ${example}`)
    .meta({ description: `O mês ${which} (São Paulo), incluído`, example });

export interface ClubReportPeriod {
  /** "YYYY-MM", São Paulo months, both included. */
  from: string;
  to: string;
}

/**
 * `?from=YYYY-MM&to=YYYY-MM`: São Paulo months, both included, at most MAX_CLUB_REPORT_MONTHS.
 * Either may be left out: `to` is then this month, `from` the 11 months before `to`.
 */
export const clubReportQuerySchema = z
  .object({
    from: month("inicial", "2025-12").optional(),
    to: month("final", "2026-11").optional(),
  })
  .superRefine((query, ctx) => {
    // A month not written as one is already refused by its own field.
    if (!MONTH_PATTERN.test(query.from ?? "") || !MONTH_PATTERN.test(query.to ?? "")) return;
    if (query.from === undefined || query.to === undefined) return;
    const months = monthsInPeriod(query.from, query.to);
    if (months < 1) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: "O mês final deve ser igual ou posterior ao mês inicial",
      });
    } else if (months > MAX_CLUB_REPORT_MONTHS) {
      ctx.addIssue({
        code: "custom",
        path: ["to"],
        message: `O período pode ter no máximo ${MAX_CLUB_REPORT_MONTHS} meses`,
      });
    }
  });
export type ClubReportQuery = z.infer<typeof clubReportQuerySchema>;

/**
 * The period a query asks for, what it left out filled in: `to` is this month (for a `from`
 * alone: as close to it as the period allows), `from` the 11 months before `to`.
 */
export function clubReportPeriod(query: ClubReportQuery, thisMonth: string): ClubReportPeriod {
  const { from } = query;
  if (from === undefined) {
    const to = query.to ?? thisMonth;
    return { from: addMonths(to, -(DEFAULT_CLUB_REPORT_MONTHS - 1)), to };
  }
  if (query.to !== undefined) return { from, to: query.to };
  const months = monthsInPeriod(from, thisMonth);
  if (months < 1) return { from, to: from };
  if (months > MAX_CLUB_REPORT_MONTHS) {
    return { from, to: addMonths(from, MAX_CLUB_REPORT_MONTHS - 1) };
  }
  return { from, to: thisMonth };
}

const cents = (description: string, example: number) =>
  z
    .int()
    .min(0)
    .meta({ description: `${description}, em centavos`, example });

/** What the ledger moved in a month, each figure as a positive amount. */
const movementShape = {
  earnedCents: cents("Cashback ganho pelos pedidos pagos (a liberar quando entregues)", 1250),
  spentCents: cents("Cashback usado em pedidos", 800),
  returnedCents: cents("Cashback usado em pedidos cancelados, devolvido aos membros", 0),
  voidedCents: cents("Cashback a liberar de pedidos cancelados, cancelado", 0),
  takenBackCents: cents("Cashback estornado por reembolsos de pedidos entregues", 0),
  expiredCents: cents("Cashback que venceu sem ser usado", 150),
};
export const clubMovementSchema = z.object(movementShape);
export type ClubMovement = z.infer<typeof clubMovementSchema>;

export const CLUB_MOVEMENTS = Object.keys(movementShape) as (keyof ClubMovement)[];

/** The columns of the table and of its CSV, in order. */
export const CLUB_MOVEMENT_LABELS: Record<keyof ClubMovement, string> = {
  earnedCents: "Ganho",
  spentCents: "Usado",
  returnedCents: "Devolvido",
  voidedCents: "Cancelado",
  takenBackCents: "Estornado",
  expiredCents: "Expirado",
};

export const clubReportSchema = z
  .object({
    from: z.string().meta({ description: "O mês inicial (AAAA-MM)", example: "2025-12" }),
    to: z.string().meta({ description: "O mês final (AAAA-MM)", example: "2026-11" }),
    liability: z
      .object({
        availableCents: cents("Saldo disponível nas carteiras, ainda não vencido", 48_250),
        pendingCents: cents("Cashback de pedidos pagos ainda não entregues (a liberar)", 3_120),
        totalCents: cents("Disponível mais a liberar: o que a rede deve aos membros", 51_370),
        members: z
          .int()
          .min(0)
          .meta({ description: "Membros com algum saldo disponível ou a liberar", example: 212 }),
      })
      .meta({ description: "O cashback em aberto agora, na rede toda" }),
    months: z
      .array(
        z.object({
          month: z.string().meta({ description: "AAAA-MM (São Paulo)", example: "2026-11" }),
          storeId: z.string().meta({ example: "1" }),
          name: z.string().meta({ example: "Frosty Paulista" }),
          city: z.string().meta({ example: "São Paulo" }),
          state: z.string().meta({ example: "SP" }),
          ...movementShape,
        }),
      )
      .meta({
        description:
          "Por mês e loja, só os que tiveram movimento: o mês mais antigo primeiro, as lojas " +
          "pelo nome. Cada movimento conta na loja do pedido que o causou.",
      }),
    totals: clubMovementSchema.meta({ description: "Os movimentos do período, somados" }),
  })
  .meta({
    id: "ClubReport",
    description: "O cashback em aberto e os movimentos do Clube Frosty por loja e mês",
  });
export type ClubReport = z.infer<typeof clubReportSchema>;

/** How the report's months are counted, under its table. */
export const CLUB_MONTHS_NOTE = `Meses contados no ${SHOP_TIME_ZONE_NAME}.`;

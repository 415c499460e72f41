/**
 * HQ copies one store's bairros, weekly hours or payment switches onto other stores
 * (POST /api/admin/stores/:id/copy). What each kind copies, and what it leaves alone:
 * - delivery_areas: the targets' bairros are replaced by the source's (same names, fees,
 *   minimums and times). Orders keep their own copy of the area's name and time, so a replaced
 *   area changes no order already placed.
 * - hours: the weekly hours only; each store's open/closed switch stays its own.
 * - payments: the store's own switch per method; never its Pix receiver (a franchisee's own
 *   account must never reach another company's store).
 */
import { storeCount, storeTargetsSchema } from "./store-targets.ts";
import { z } from "./zod-pt-br.ts";

export const STORE_COPY_KINDS = ["delivery_areas", "hours", "payments"] as const;
export type StoreCopyKind = (typeof STORE_COPY_KINDS)[number];

/** What the panel calls each kind ("Copiar bairros de entrega para 12 lojas"). */
export const STORE_COPY_LABELS: Record<StoreCopyKind, string> = {
  delivery_areas: "bairros de entrega",
  hours: "horários",
  payments: "formas de pagamento",
};

/** What the dialog says each copy does to the stores that receive it. */
export const STORE_COPY_EFFECTS: Record<StoreCopyKind, string> = {
  delivery_areas:
    "Os bairros das lojas escolhidas serão substituídos pelos desta loja (nome, taxa, pedido " +
    "mínimo e tempo). Pedidos já feitos não mudam.",
  hours:
    "O horário da semana das lojas escolhidas passa a ser o desta loja. A chave de " +
    "aberta/fechada de cada loja não muda.",
  payments:
    "As escolhas de pagamento desta loja (cada forma ligada, desligada ou seguindo a rede) " +
    "passam para as lojas escolhidas. O recebedor Pix de cada loja não é copiado.",
};

export const storeCopyInputSchema = z
  .strictObject({
    what: z
      .enum(STORE_COPY_KINDS, {
        error: "Escolha o que copiar: delivery_areas, hours ou payments",
      })
      .meta({ description: "O que copiar: bairros, horário da semana ou pagamentos" }),
    to: storeTargetsSchema,
  })
  .meta({
    example: { what: "delivery_areas", to: { cities: [{ state: "SP", city: "Campinas" }] } },
  });
export type StoreCopyInput = z.output<typeof storeCopyInputSchema>;

export const storeCopyResultSchema = z
  .object({
    what: z.enum(STORE_COPY_KINDS),
    storeIds: z.array(z.string()).meta({
      description: "As lojas que receberam a cópia, por id (nunca a de origem)",
      example: ["15", "16", "17"],
    }),
    changedStores: z.int().meta({
      description: "Quantas lojas receberam a cópia",
      example: 3,
    }),
  })
  .meta({ id: "StoreCopyResult", description: "A cópia feita" });
export type StoreCopyResult = z.infer<typeof storeCopyResultSchema>;

const DONE: Record<StoreCopyKind, string> = {
  delivery_areas: "Bairros de entrega copiados",
  hours: "Horários copiados",
  payments: "Formas de pagamento copiadas",
};

/** The toast after a copy: "Horários copiados para 12 lojas". */
export const storeCopyDone = (what: StoreCopyKind, count: number): string =>
  `${DONE[what]} para ${storeCount(count)}`;

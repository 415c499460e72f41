/**
 * "Lojas ao vivo" (GET /api/admin/stores/live): HQ's view of every store right now: open or
 * closed, whether a staff panel is connected, the orders waiting and late, the units held by
 * orders nobody paid or accepted yet, and today's sales; the stores that need someone's
 * attention first.
 */
import { z } from "./zod-pt-br.ts";

/** A staff panel counts as connected when its live stream was seen within this many seconds. */
export const PANEL_PRESENCE_SECONDS = 60;

/**
 * Why a store is where it is in the list, most urgent first:
 * - `late`: orders in "Pendente" for longer than the store's limit;
 * - `unattended`: orders waiting and no staff panel connected to see them;
 * - `waiting`: orders waiting, a panel connected;
 * - `unwatched`: open for orders, no order waiting, but no panel connected to hear the next one;
 * - `quiet`: open, a panel connected, nothing waiting;
 * - `closed`: closed now (its switch or its hours), nothing waiting;
 * - `inactive`: off the site, nothing waiting.
 */
export const STORE_ATTENTION = [
  "late",
  "unattended",
  "waiting",
  "unwatched",
  "quiet",
  "closed",
  "inactive",
] as const;
export type StoreAttention = (typeof STORE_ATTENTION)[number];

export const STORE_ATTENTION_LABELS: Record<StoreAttention, string> = {
  late: "Pedidos atrasados",
  unattended: "Pedidos sem ninguém no painel",
  waiting: "Pedidos aguardando",
  unwatched: "Aberta sem painel conectado",
  quiet: "Tudo em dia",
  closed: "Fechada",
  inactive: "Fora do site",
};

/** What decides a store's place in the list. */
export interface StoreAttentionFacts {
  isActive: boolean;
  isOpen: boolean;
  panelConnected: boolean;
  waitingCount: number;
  lateCount: number;
}

/** The first reason in STORE_ATTENTION's order that applies to the store. */
export function storeAttention(store: StoreAttentionFacts): StoreAttention {
  if (store.lateCount > 0) return "late";
  if (store.waitingCount > 0) return store.panelConnected ? "waiting" : "unattended";
  if (!store.isActive) return "inactive";
  if (!store.isOpen) return "closed";
  return store.panelConnected ? "quiet" : "unwatched";
}

const STATE_MESSAGE = "Estado inválido: use a sigla, como SP";

/** `?state=PE`: only the stores of one state; empty (`?state=`) is the filter left off. */
export const liveStoresQuerySchema = z.object({
  state: z
    .union([z.literal(""), z.string().regex(/^[A-Z]{2}$/, STATE_MESSAGE)], {
      error: STATE_MESSAGE,
    })
    .optional()
    .transform((state) => (state === "" ? undefined : state))
    .meta({ description: "Só as lojas deste estado (a sigla, como PE)", example: "PE" }),
});
export type LiveStoresQuery = z.infer<typeof liveStoresQuerySchema>;

const count = (description: string) => z.int().min(0).meta({ description });
const cents = (description: string) =>
  z
    .int()
    .min(0)
    .meta({ description: `${description}, em centavos` });

export const liveStoreSchema = z
  .object({
    id: z.string().meta({ example: "1" }),
    name: z.string().meta({ example: "Frosty Paulista" }),
    city: z.string().meta({ example: "São Paulo" }),
    state: z.string().meta({ example: "SP" }),
    isActive: z.boolean().meta({ description: "false: a loja não aparece no site" }),
    isOpen: z.boolean().meta({ description: "Aberta agora: a chave da equipe e o horário" }),
    acceptsOrders: z.boolean().meta({ description: "A chave de aberta/fechada da equipe" }),
    panelCount: count(
      `Painéis da equipe da loja conectados agora (vistos nos últimos ${PANEL_PRESENCE_SECONDS} s)`,
    ),
    panelSeenAt: z.iso.datetime({ offset: true }).nullable().meta({
      description: "A última vez que um painel da loja deu sinal; null: nenhum conectado",
    }),
    waitingCount: count(
      "Pedidos em Pendente (uma encomenda Agendada só entra na fila quando chega a sua hora)",
    ),
    oldestWaitingAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .meta({
        description:
          "Desde quando espera o pedido em Pendente há mais tempo na fila (feito, ou uma " +
          "encomenda liberada: o horário menos o tempo de preparo); null: nenhum esperando",
      }),
    lateCount: count(
      "Pedidos em Pendente há pelo menos o limite da loja, ou encomendas ainda em Pendente " +
        "depois do início do horário (como o quadro os marca)",
    ),
    lateAfterMinutes: z
      .int()
      .min(1)
      .meta({ description: "O limite de atraso da loja, em minutos" }),
    heldUnits: count(
      "Picolés retidos em pedidos ainda não pagos nem aceitos (Aguardando pagamento, ou " +
        "Pendente sem pagamento): estoque fora de venda até a loja aceitar ou cancelar",
    ),
    todayOrderCount: count(
      "Pedidos de hoje (o dia da loja, no seu horário; encomendas agendadas para hoje), sem os " +
        "cancelados",
    ),
    todaySalesCents: cents(
      "Vendas de hoje (o dia da loja, no seu horário; encomendas agendadas para hoje), sem os " +
        "cancelados",
    ),
    attention: z.enum(STORE_ATTENTION).meta({
      description:
        "Por que a loja está nesta posição: atrasados, esperando sem painel, esperando, aberta " +
        "sem painel, em dia, fechada, fora do site",
    }),
  })
  .meta({ id: "LiveStore", description: "Uma loja agora" });
export type LiveStore = z.infer<typeof liveStoreSchema>;

export const liveStoresTotalsSchema = z
  .object({
    storeCount: count("Lojas listadas"),
    openCount: count("Abertas agora"),
    connectedCount: count("Com um painel conectado"),
    waitingCount: count("Pedidos em Pendente"),
    lateCount: count("Pedidos atrasados"),
    heldUnits: count("Picolés retidos em pedidos ainda não pagos nem aceitos"),
    todayOrderCount: count("Pedidos de hoje, sem os cancelados"),
    todaySalesCents: cents("Vendas de hoje"),
  })
  .meta({ id: "LiveStoresTotals", description: "As lojas listadas, somadas" });
export type LiveStoresTotals = z.infer<typeof liveStoresTotalsSchema>;

export const liveStoresSchema = z
  .object({
    at: z.iso.datetime({ offset: true }).meta({
      description: "O momento da resposta: as esperas contam até aqui",
    }),
    day: z.iso.date().meta({
      description:
        "O dia de hoje em Brasília; cada loja conta os números de hoje no seu próprio dia",
      example: "2026-11-23",
    }),
    states: z.array(z.string()).meta({
      description: "Os estados com lojas, em ordem alfabética (para o filtro)",
      example: ["BA", "PE", "SP"],
    }),
    totals: liveStoresTotalsSchema,
    stores: z.array(liveStoreSchema).meta({
      description:
        "As lojas, o que precisa de atenção primeiro: atrasados (o pedido mais antigo primeiro), " +
        "pedidos esperando sem painel, pedidos esperando, abertas sem painel, em dia, fechadas, " +
        "fora do site",
    }),
  })
  .meta({ id: "LiveStores", description: "A rede agora, loja por loja" });
export type LiveStores = z.infer<typeof liveStoresSchema>;

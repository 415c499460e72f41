import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  liveStoresQuerySchema,
  liveStoresSchema,
  PANEL_PRESENCE_SECONDS,
} from "#shared/store-live.ts";
import { staffRoute } from "./staff-route.ts";

export const liveStoresRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/stores/live",
  tags: [API_TAGS.staffStores],
  summary: "Lojas ao vivo",
  description:
    "Cada loja agora: aberta ou fechada (a chave e o horário), se um painel da equipe da loja " +
    `está conectado (visto nos últimos ${PANEL_PRESENCE_SECONDS} s, em qualquer instância), os ` +
    "pedidos em Pendente e o mais antigo, os atrasados (além do limite da loja), os picolés " +
    "retidos em pedidos ainda não pagos nem aceitos, e os pedidos e " +
    "vendas de hoje (o dia de cada loja, no seu horário, com as encomendas agendadas para " +
    "hoje; sem os cancelados). Uma encomenda Agendada não está na fila. O que precisa de " +
    "atenção vem " +
    "primeiro. Feita para ser consultada a cada poucos segundos.",
  request: { query: liveStoresQuerySchema },
  responses: {
    200: json(liveStoresSchema, "As lojas agora"),
    ...errors(422),
  },
});

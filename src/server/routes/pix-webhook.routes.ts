import { API_TAGS } from "#server/http/api-docs.ts";
import {
  apiRoute,
  DATABASE_ERRORS,
  errors,
  JSON_BODY_ERRORS,
  jsonBody,
} from "#server/http/openapi.ts";
import { z } from "#shared/zod-pt-br.ts";

/** The most Pix one call may name: a PSP batches a few; more is not a PSP. */
export const MAX_WEBHOOK_PIX = 100;

const devolucaoSchema = z.object({
  id: z.string().max(35),
  status: z.string().max(40).optional(),
});

/** One Pix as the standard's webhook sends it (fields Frosty does not read are dropped). */
const webhookPixSchema = z.object({
  endToEndId: z.string().min(1).max(64),
  txid: z.string().max(35).optional(),
  valor: z.string().max(20).optional(),
  horario: z.string().max(40).optional(),
  devolucoes: z.array(devolucaoSchema).max(20).optional(),
});

export const pixWebhookBodySchema = z
  .object({ pix: z.array(webhookPixSchema).max(MAX_WEBHOOK_PIX).optional() })
  .meta({
    id: "PixWebhook",
    description: "O aviso do PSP (API Pix do Banco Central): os Pix recebidos e suas devoluções",
  });

export const pixWebhookParams = z.object({
  connection: z
    .string()
    .regex(/^(env|chain|store-[A-Za-z0-9_-]{1,40})$/, "Conexão desconhecida")
    .meta({ description: "A conexão Pix automático que registrou o webhook", example: "chain" }),
});

const description =
  "O PSP avisa aqui de um Pix recebido (POST {webhookUrl}/pix, como a API Pix do Banco " +
  "Central define). O aviso é só um motivo para perguntar: a Frosty consulta a cobrança no PSP " +
  "(GET /cob/{txid}) e só marca o pedido como pago se ela estiver CONCLUIDA com o valor do " +
  "pedido; um aviso forjado não muda nada. Responde 200 sempre que o corpo tem a forma do " +
  "padrão, conheça a Frosty ou não os txids (nada revela quais existem).";

function webhookRoute(path: string) {
  return apiRoute({
    method: "post",
    path,
    tags: [API_TAGS.orders],
    summary: "Aviso de Pix recebido (webhook do PSP)",
    description,
    request: {
      params: pixWebhookParams,
      body: jsonBody(pixWebhookBodySchema, "Os Pix recebidos"),
    },
    responses: {
      200: { description: "Aviso recebido" },
      ...errors(...JSON_BODY_ERRORS, 404, 429, ...DATABASE_ERRORS),
    },
  });
}

/** The path the standard uses ({webhookUrl}/pix), and the bare URL some PSPs call. */
export const pixWebhookRoute = webhookRoute("/{connection}/pix");
export const pixWebhookBareRoute = webhookRoute("/{connection}");

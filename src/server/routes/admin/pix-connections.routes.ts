import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import {
  pixConnectionTestSchema,
  pixConnectionUpdateSchema,
  pixConnectionViewSchema,
} from "#shared/pix-connections.ts";
import { staffRoute } from "./staff-route.ts";
import { storeIdParams } from "./store-params.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

const WRITE_ONLY =
  "O Client secret e a chave privada nunca saem do servidor: a resposta diz só quando foram " +
  "definidos (secretsUpdatedAt). Ficam guardados cifrados.";

const READ_NOTE =
  `${WRITE_ONLY} inherited diz o que vale sem uma conexão própria: para uma loja, a da rede ` +
  "(chain), senão a do ambiente (env, PIX_PSP_*); para a rede, a do ambiente. fallbacks conta " +
  "os pedidos Pix das últimas 24 h que usaram o QR estático porque o banco não respondeu.";

const SAVE_NOTE =
  "Os certificados são conferidos (o certificado e a chave são um par, a cadeia do banco é " +
  "lida). clientSecret e keyPem são só de escrita: sem eles, ficam os salvos (uma conexão nova " +
  "precisa dos dois). Depois de salvar, o webhook é registrado no banco (PUT /webhook/{chave}); " +
  `uma falha não desfaz o salvamento, fica em webhook.status e webhook.error. ${WRITE_ONLY}`;

const WEBHOOK_NOTE =
  "Pede ao banco, de novo, que avise o Frosty de cada Pix recebido (PUT /webhook/{chave}). O " +
  "resultado fica em webhook.status. 404 sem uma conexão salva aqui; 409 " +
  "pix_secrets_unreadable quando os segredos salvos não abrem mais (salve-os de novo).";

const TEST_NOTE =
  "Pede um token ao banco com a conexão em uso (a salva aqui, senão a que ela segue) e confere " +
  "os escopos. ok false traz o motivo em português: certificado recusado, segredo errado, banco " +
  "fora do ar, escopo faltando. 404 sem conexão nenhuma; 409 pix_secrets_unreadable quando " +
  "os segredos salvos não abrem mais com a chave do servidor (salve-os de novo).";

const REMOVE_NOTE =
  "Apaga a conexão salva aqui: uma loja volta a seguir a da rede; a rede, a do ambiente " +
  "(PIX_PSP_*), se houver. Sem conexão nenhuma, os pedidos Pix usam o QR estático e a equipe " +
  "confirma. Sem conexão salva, nada muda. Responde como fica (o que passa a valer).";

const view = (description: string) => json(pixConnectionViewSchema, description);
const saveBody = () =>
  jsonBody(pixConnectionUpdateSchema, "A conexão; os segredos podem ficar de fora");
const testResult = () => json(pixConnectionTestSchema, "O resultado do teste");
const removed = () => view("Sem a conexão própria: o que passa a valer");

// The chain's connection (Configurações → Pagamentos).
const CHAIN = { path: "/settings/pix-connection", tags: [API_TAGS.staffSettings] } as const;

export const readChainPixConnectionRoute = staffRoute({
  method: "get",
  access: "hq",
  path: CHAIN.path,
  tags: [...CHAIN.tags],
  summary: "Ler a conexão do Pix automático da rede",
  description: READ_NOTE,
  responses: { 200: view("A conexão, sem os segredos"), ...errors(...STAFF_ERRORS) },
});

export const saveChainPixConnectionRoute = staffRoute({
  method: "put",
  access: "hq",
  path: CHAIN.path,
  tags: [...CHAIN.tags],
  summary: "Salvar a conexão do Pix automático da rede",
  description: SAVE_NOTE,
  request: { body: saveBody() },
  responses: {
    200: view("A conexão salva, sem os segredos"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});

export const registerChainPixWebhookRoute = staffRoute({
  method: "post",
  access: "hq",
  path: `${CHAIN.path}/webhook`,
  tags: [...CHAIN.tags],
  summary: "Registrar de novo o webhook do Pix automático da rede",
  description: WEBHOOK_NOTE,
  responses: {
    200: view("A conexão, com o resultado do registro"),
    ...errors(...STAFF_ERRORS, 404, 409, 413),
  },
});

export const testChainPixConnectionRoute = staffRoute({
  method: "post",
  access: "hq",
  path: `${CHAIN.path}/test`,
  tags: [...CHAIN.tags],
  summary: "Testar a conexão do Pix automático da rede",
  description: TEST_NOTE,
  responses: { 200: testResult(), ...errors(...STAFF_ERRORS, 404, 409, 413) },
});

export const removeChainPixConnectionRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: CHAIN.path,
  tags: [...CHAIN.tags],
  summary: "Remover a conexão do Pix automático da rede",
  description: REMOVE_NOTE,
  responses: { 200: removed(), ...errors(...STAFF_ERRORS, 413) },
});

// A store's own connection (Lojas → a store's payments): a franchisee's account.
const STORE = { path: "/stores/{id}/pix-connection", tags: [API_TAGS.staffStores] } as const;

export const readStorePixConnectionRoute = staffRoute({
  method: "get",
  access: "hq",
  path: STORE.path,
  tags: [...STORE.tags],
  summary: "Ler a conexão do Pix automático própria de uma loja",
  description: READ_NOTE,
  request: { params: storeIdParams },
  responses: { 200: view("A conexão, sem os segredos"), ...errors(...STAFF_ERRORS, 404) },
});

export const saveStorePixConnectionRoute = staffRoute({
  method: "put",
  access: "hq",
  path: STORE.path,
  tags: [...STORE.tags],
  summary: "Salvar a conexão do Pix automático própria de uma loja",
  description: SAVE_NOTE,
  request: { params: storeIdParams, body: saveBody() },
  responses: {
    200: view("A conexão salva, sem os segredos"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});

export const registerStorePixWebhookRoute = staffRoute({
  method: "post",
  access: "hq",
  path: `${STORE.path}/webhook`,
  tags: [...STORE.tags],
  summary: "Registrar de novo o webhook do Pix automático de uma loja",
  description: WEBHOOK_NOTE,
  request: { params: storeIdParams },
  responses: {
    200: view("A conexão, com o resultado do registro"),
    ...errors(...STAFF_ERRORS, 404, 409, 413),
  },
});

export const testStorePixConnectionRoute = staffRoute({
  method: "post",
  access: "hq",
  path: `${STORE.path}/test`,
  tags: [...STORE.tags],
  summary: "Testar a conexão do Pix automático de uma loja",
  description: TEST_NOTE,
  request: { params: storeIdParams },
  responses: { 200: testResult(), ...errors(...STAFF_ERRORS, 404, 409, 413) },
});

export const removeStorePixConnectionRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: STORE.path,
  tags: [...STORE.tags],
  summary: "Remover a conexão do Pix automático própria de uma loja",
  description: REMOVE_NOTE,
  request: { params: storeIdParams },
  responses: { 200: removed(), ...errors(...STAFF_ERRORS, 404, 413) },
});

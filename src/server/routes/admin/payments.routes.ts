import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { paymentSettingsSchema, paymentSettingsUpdateSchema } from "#shared/payment-settings.ts";
import {
  storePaymentSettingsSchema,
  storePaymentSettingsUpdateSchema,
} from "#shared/store-payments.ts";
import { staffRoute } from "./staff-route.ts";
import { storeIdParams } from "./store-params.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

export const readPaymentSettingsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/settings/payments",
  tags: [API_TAGS.staffSettings],
  summary: "Ler as formas de pagamento e o Pix da rede",
  description:
    "Cada forma de pagamento ligada ou desligada na rede (uma loja pode desligar o que a rede " +
    "liga, nunca ligar o que ela desliga), o recebedor Pix da rede (o salvo; senão PIX_KEY, " +
    "PIX_MERCHANT_NAME e PIX_MERCHANT_CITY do ambiente, e então pixReceiverFromEnv é true) e o " +
    "prazo para pagar um pedido Pix.",
  responses: {
    200: json(paymentSettingsSchema, "As configurações de pagamento"),
    ...errors(...STAFF_ERRORS),
  },
});

export const updatePaymentSettingsRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/settings/payments",
  tags: [API_TAGS.staffSettings],
  summary: "Alterar as formas de pagamento e o Pix da rede",
  description:
    "Só o que for enviado muda; uma forma de pagamento que não aparece em methods fica como " +
    "estava. pixReceiver null apaga o recebedor salvo (volta o do ambiente, se houver). A chave " +
    "é conferida pelo tipo (CPF e CNPJ pelos dígitos verificadores). A loja online mostra as " +
    "formas de cada loja na hora, e o servidor recusa uma forma desligada.",
  request: {
    body: jsonBody(paymentSettingsUpdateSchema, "O que alterar (ao menos um campo)"),
  },
  responses: {
    200: json(paymentSettingsSchema, "As configurações de pagamento, já alteradas"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});

export const readStorePaymentsRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/stores/{id}/payments",
  tags: [API_TAGS.staffStores],
  summary: "Ler as formas de pagamento e o Pix de uma loja",
  description:
    "As chaves da própria loja (uma forma sem chave segue a rede; uma forma desligada na rede " +
    "fica desligada, diga a loja o que disser), o seu recebedor Pix (null: usa o da rede) e o " +
    "que ela aceita agora. Pix só aparece em effectiveMethods quando há um recebedor, da loja ou " +
    "da rede.",
  request: { params: storeIdParams },
  responses: {
    200: json(storePaymentSettingsSchema, "Os pagamentos da loja"),
    ...errors(...STAFF_ERRORS, 404),
  },
});

export const updateStorePaymentsRoute = staffRoute({
  method: "put",
  access: "stores",
  path: "/stores/{id}/payments",
  tags: [API_TAGS.staffStores],
  summary: "Ligar e desligar formas de pagamento de uma loja; definir o seu Pix",
  description:
    "Em methods, true liga e false desliga a forma nesta loja; null volta a seguir a rede; uma " +
    "forma que não aparece fica como estava. Uma forma desligada na rede fica desligada em todas " +
    "as lojas: ligá-la aqui é recusado (422 method_off_for_chain, nada é salvo), e um true salvo " +
    "antes não vale enquanto a rede a mantiver desligada. A equipe da loja pode ligar e desligar " +
    "formas, mas não mudar o recebedor Pix (403 pix_receiver_hq_only): a chave decide para onde " +
    "vai o dinheiro de cada pedido, e um franqueado é uma empresa própria, então só a sede a " +
    "define. pixReceiver null apaga o recebedor da loja (volta o da rede). A loja online mostra " +
    "a mudança na hora.",
  request: {
    params: storeIdParams,
    body: jsonBody(storePaymentSettingsUpdateSchema, "O que alterar (ao menos um campo)"),
  },
  responses: {
    200: json(storePaymentSettingsSchema, "Os pagamentos da loja, já alterados"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});

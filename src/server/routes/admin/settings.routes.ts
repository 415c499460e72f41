import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { shopSettingsSchema, shopSettingsUpdateSchema } from "#shared/admin-settings.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

export const readSettingsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/settings",
  tags: [API_TAGS.staffSettings],
  summary: "Ler as configurações",
  description:
    "A taxa de entrega, as metas do mês (o Picoletômetro do painel) e os contatos que a loja " +
    "mostra, com o valor de cada contato quando a equipe o limpa.",
  responses: {
    200: json(shopSettingsSchema, "As configurações"),
    ...errors(...STAFF_ERRORS),
  },
});

export const updateSettingsRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/settings",
  tags: [API_TAGS.staffSettings],
  summary: "Alterar as configurações",
  description:
    "Só o que for enviado muda. Um contato enviado como null volta ao valor do ambiente (SITE_*) " +
    "ou ao padrão. A loja mostra a nova taxa e os novos contatos na hora.",
  request: {
    body: jsonBody(shopSettingsUpdateSchema, "As configurações a alterar (ao menos uma)"),
  },
  responses: {
    200: json(shopSettingsSchema, "As configurações, já alteradas"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});

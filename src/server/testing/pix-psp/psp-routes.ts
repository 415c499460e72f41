import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Cob, Devolucao, PixRecebido } from "#server/services/pix-psp/psp-types.ts";
import {
  type Answer,
  accessDenied,
  invalidCharge,
  notFound,
  problem,
} from "#server/testing/pix-psp/problems.ts";
import { crc16CcittFalse } from "#shared/pix/crc16.ts";

/**
 * What the local PSP knows and how it answers the API Pix calls Frosty makes (the standard's
 * paths, field names, status values and problem types), plus its OAuth 2.0 token endpoint.
 */
export interface PspState {
  clientId: string;
  clientSecret: string;
  /** The scopes this account may be granted. */
  scopes: readonly string[];
  tokenSeconds: number;
  tokens: Map<string, { scopes: string[]; expiresAt: number }>;
  charges: Map<string, Cob>;
  webhooks: Map<string, { webhookUrl: string; chave: string; criacao: string }>;
}

export interface PspRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;

export function answer(state: PspState, request: PspRequest): Answer {
  const { method, path } = request;
  if (path === "/oauth/token" && method === "POST") return token(state, request);
  if (!path.startsWith("/v2/")) return notFound("NaoEncontrado", "Recurso não encontrado.");

  const granted = bearer(state, request.authorization);
  if (!granted) {
    return problem("AcessoNegado", "Não autorizado", 401, "Token de acesso ausente ou inválido.");
  }
  const route = ROUTES.find((r) => r.method === method && r.pattern.test(path));
  if (!route) return notFound("NaoEncontrado", "Recurso não encontrado.");
  if (!granted.includes(route.scope)) return accessDenied();
  const parts = (path.match(route.pattern) ?? []).slice(1).map(decodeURIComponent);
  let body: unknown = null;
  if (method === "PUT") {
    try {
      body = JSON.parse(request.body);
    } catch {
      return problem("RequisicaoInvalida", "Requisição inválida.", 400, "O corpo não é JSON.");
    }
  }
  return route.handle(state, parts, body);
}

interface Route {
  method: string;
  pattern: RegExp;
  scope: string;
  handle: (state: PspState, parts: string[], body: unknown) => Answer;
}

const ROUTES: Route[] = [
  { method: "PUT", pattern: /^\/v2\/cob\/([^/]+)$/, scope: "cob.write", handle: createCob },
  {
    method: "GET",
    pattern: /^\/v2\/cob\/([^/]+)$/,
    scope: "cob.read",
    handle: (state, [txid]) => {
      const cob = state.charges.get(txid ?? "");
      return cob
        ? { status: 200, body: cob }
        : notFound("NaoEncontrado", "Cobrança não encontrada.");
    },
  },
  {
    method: "PUT",
    pattern: /^\/v2\/webhook\/([^/]+)$/,
    scope: "webhook.write",
    handle: putWebhook,
  },
  {
    method: "GET",
    pattern: /^\/v2\/webhook\/([^/]+)$/,
    scope: "webhook.read",
    handle: (state, [chave]) => {
      const webhook = state.webhooks.get(chave ?? "");
      return webhook
        ? { status: 200, body: webhook }
        : notFound("NaoEncontrado", "Webhook não encontrado para a chave informada.");
    },
  },
  {
    method: "PUT",
    pattern: /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
    scope: "pix.write",
    handle: putRefund,
  },
  {
    method: "GET",
    pattern: /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/,
    scope: "pix.read",
    handle: (state, [e2eid, id]) => {
      const refund = pixOf(state, e2eid ?? "")?.devolucoes?.find((d) => d.id === id);
      return refund
        ? { status: 200, body: refund }
        : notFound("NaoEncontrado", "Devolução não encontrada.");
    },
  },
];

function token(state: PspState, request: PspRequest): Answer {
  const [scheme, encoded] = (request.authorization ?? "").split(" ");
  const [id, secret] = Buffer.from(encoded ?? "", "base64")
    .toString("utf8")
    .split(/:(.*)/s);
  if (scheme !== "Basic" || id !== state.clientId || !sameText(secret ?? "", state.clientSecret)) {
    return { status: 401, body: { error: "invalid_client" } };
  }
  const form = new URLSearchParams(request.body);
  if (form.get("grant_type") !== "client_credentials") {
    return { status: 400, body: { error: "unsupported_grant_type" } };
  }
  const asked = form.get("scope")?.split(" ").filter(Boolean);
  const scopes = state.scopes.filter((s) => !asked || asked.includes(s));
  const accessToken = randomBytes(24).toString("base64url");
  state.tokens.set(accessToken, { scopes, expiresAt: Date.now() + state.tokenSeconds * 1000 });
  return {
    status: 200,
    body: {
      access_token: accessToken,
      token_type: "Bearer",
      expires_in: state.tokenSeconds,
      scope: scopes.join(" "),
    },
  };
}

function bearer(state: PspState, authorization: string | undefined): string[] | null {
  const match = /^Bearer (\S+)$/.exec(authorization ?? "");
  const token = match?.[1] ? state.tokens.get(match[1]) : undefined;
  return token && token.expiresAt > Date.now() ? token.scopes : null;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function createCob(state: PspState, [txid = ""]: string[], body: unknown): Answer {
  if (!TXID.test(txid)) return invalidCharge("O txid deve ter de 26 a 35 letras e dígitos.");
  const input = body as {
    calendario?: { expiracao?: unknown };
    valor?: { original?: unknown };
    chave?: unknown;
    solicitacaoPagador?: unknown;
  } | null;
  const expiracao = input?.calendario?.expiracao;
  const original = input?.valor?.original;
  const chave = input?.chave;
  if (!Number.isInteger(expiracao) || (expiracao as number) <= 0) {
    return invalidCharge("O campo cob.calendario.expiracao não respeita o _schema_.");
  }
  if (typeof original !== "string" || !VALOR.test(original) || Number(original) <= 0) {
    return invalidCharge("O campo cob.valor.original não respeita o _schema_.");
  }
  if (typeof chave !== "string" || chave.length === 0 || chave.length > 77) {
    return invalidCharge("O campo cob.chave não respeita o _schema_.");
  }
  if (state.charges.has(txid)) return invalidCharge("O txid informado já foi utilizado.");

  const location = `pix.banco-local.test/qr/v2/${randomBytes(16).toString("hex")}`;
  const cob: Cob = {
    calendario: { criacao: new Date().toISOString(), expiracao: expiracao as number },
    txid,
    revisao: 0,
    location,
    status: "ATIVA",
    valor: { original },
    chave,
    pixCopiaECola: dynamicBrCode(location),
  };
  if (typeof input?.solicitacaoPagador === "string") {
    cob.solicitacaoPagador = input.solicitacaoPagador;
  }
  state.charges.set(txid, cob);
  return { status: 201, body: cob };
}

/** A dynamic BR Code (EMV fields) pointing at the charge's location, with its CRC. */
function dynamicBrCode(location: string): string {
  const field = (id: string, value: string) =>
    `${id}${String(value.length).padStart(2, "0")}${value}`;
  const body = [
    field("00", "01"),
    field("01", "12"),
    field("26", field("00", "br.gov.bcb.pix") + field("25", location)),
    field("52", "0000"),
    field("53", "986"),
    field("58", "BR"),
    field("59", "BANCO LOCAL TESTE"),
    field("60", "RECIFE"),
    field("62", field("05", "***")),
  ].join("");
  return `${body}6304${crc16CcittFalse(`${body}6304`)}`;
}

function putWebhook(state: PspState, [chave = ""]: string[], body: unknown): Answer {
  const webhookUrl = (body as { webhookUrl?: unknown } | null)?.webhookUrl;
  if (typeof webhookUrl !== "string" || !/^https?:\/\/\S+$/.test(webhookUrl)) {
    return problem(
      "WebhookOperacaoInvalida",
      "Webhook inválido.",
      400,
      "O campo webhookUrl não respeita o _schema_.",
    );
  }
  state.webhooks.set(chave, { webhookUrl, chave, criacao: new Date().toISOString() });
  return { status: 204 };
}

function putRefund(state: PspState, [e2eid = "", id = ""]: string[], body: unknown): Answer {
  const pix = pixOf(state, e2eid);
  if (!pix) return notFound("NaoEncontrado", "Pix não encontrado para o e2eid informado.");
  pix.devolucoes ??= [];
  const existing = pix.devolucoes.find((d) => d.id === id);
  if (existing) return { status: 201, body: existing };
  const valor = (body as { valor?: unknown } | null)?.valor;
  const refunded = pix.devolucoes
    .filter((d) => d.status !== "NAO_REALIZADO")
    .reduce((sum, d) => sum + Number(d.valor), 0);
  if (
    !REFUND_ID.test(id) ||
    typeof valor !== "string" ||
    !VALOR.test(valor) ||
    Number(valor) <= 0 ||
    Number(valor) + refunded > Number(pix.valor) + 1e-9
  ) {
    return problem(
      "PixDevolucaoInvalida",
      "Devolução inválida.",
      400,
      "A presente requisição de devolução não respeita o _schema_ ou não faz sentido semanticamente.",
    );
  }
  const refund: Devolucao = {
    id,
    rtrId: `D${randomAlphanumerics(31)}`,
    valor,
    horario: { solicitacao: new Date().toISOString() },
    status: "EM_PROCESSAMENTO",
  };
  pix.devolucoes.push(refund);
  return { status: 201, body: refund };
}

export function pixOf(state: PspState, endToEndId: string): PixRecebido | undefined {
  for (const cob of state.charges.values()) {
    const pix = cob.pix?.find((p) => p.endToEndId === endToEndId);
    if (pix) return pix;
  }
  return undefined;
}

export function randomAlphanumerics(length: number): string {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from(randomBytes(length), (byte) => letters[byte % letters.length]).join("");
}

/**
 * What Frosty sends to and reads from a PSP's API Pix (the Banco Central's standard, v2.9.0),
 * the subset it uses: the field names and status values are the standard's.
 */

/** A connection to one PSP account, secrets opened: only the server ever holds this. */
export interface PspConnection {
  /** 'env', 'chain' or 'store-<id>': names its webhook path and its cached token. */
  id: string;
  /** The API's base URL, e.g. https://pix.banco.com.br/api/v2 (calls append /cob/{txid}). */
  apiUrl: string;
  /** The OAuth 2.0 token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** mTLS: the client certificate and its private key (PEM). */
  certPem: string;
  keyPem: string;
  /** Extra CA certificates to trust for the PSP's server (PEM); null: the system's. */
  caPem: string | null;
  /** The receiver's Pix key (the charge's `chave`, the webhook's `{chave}`). */
  pixKey: string;
  /** Changes whenever any of the above does: a cached token or agent of another version is dropped. */
  version: string;
}

/** The scopes Frosty's calls need (the standard's OAuth2 scopes). */
export const PSP_SCOPES = [
  "cob.write",
  "cob.read",
  "pix.write",
  "pix.read",
  "webhook.write",
  "webhook.read",
] as const;

/** PUT /cob/{txid} body (CobBody): an immediate charge. */
export interface CobRequest {
  calendario: { expiracao: number };
  /** Reais with two decimals, "12.50". */
  valor: { original: string };
  chave: string;
  solicitacaoPagador?: string;
}

export type CobStatus =
  | "ATIVA"
  | "CONCLUIDA"
  | "REMOVIDA_PELO_USUARIO_RECEBEDOR"
  | "REMOVIDA_PELO_PSP";

export type DevolucaoStatus = "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";

export interface Devolucao {
  id: string;
  rtrId?: string;
  valor: string;
  horario: { solicitacao: string; liquidacao?: string };
  status: DevolucaoStatus;
  motivo?: string;
}

/** A Pix received (the standard's Pix schema). */
export interface PixRecebido {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: Devolucao[];
}

/** CobCompleta / CobGerada, what Frosty reads of it. */
export interface Cob {
  txid: string;
  revisao: number;
  status: CobStatus;
  calendario: { criacao: string; expiracao: number };
  valor: { original: string };
  chave: string;
  location?: string;
  pixCopiaECola?: string;
  solicitacaoPagador?: string;
  pix?: PixRecebido[];
}

/** The body a PSP posts to `{webhookUrl}/pix`. */
export interface PixWebhookBody {
  pix: PixRecebido[];
}

/** Why a call to the PSP failed, each with its pt-BR message (PspError.message). */
export type PspFailure =
  /** The PSP's server refused our client certificate (mTLS). */
  | "certificate_refused"
  /** The PSP's server certificate is not one we trust (missing CA bundle, wrong host). */
  | "server_untrusted"
  /** Our certificate or key could not be used (bad PEM, key not the certificate's). */
  | "certificate_invalid"
  /** The token endpoint refused the client id or secret (401/400 invalid_client). */
  | "wrong_credentials"
  /** The token lacks a scope a call needs (403, or the token's scope list). */
  | "scope_missing"
  /** No connection could be made (refused, DNS, reset). */
  | "unreachable"
  /** No answer within the call's time. */
  | "timeout"
  /** The PSP answered 5xx / 503. */
  | "unavailable"
  /** 404 from the API: no such charge, refund or webhook. */
  | "not_found"
  /** 400/409/422: the PSP refused the request (its problem+json detail kept). */
  | "rejected"
  /** The answer was not the JSON the standard describes. */
  | "invalid_answer";

/** A failed PSP call: `message` is pt-BR, for staff; nothing secret is ever in it. */
export class PspError extends Error {
  constructor(
    readonly failure: PspFailure,
    message: string,
    readonly status: number | null = null,
    /** The PSP's application/problem+json body, when it sent one. */
    readonly problem: { type?: string; title?: string; detail?: string } | null = null,
  ) {
    super(message);
    this.name = "PspError";
  }

  /** Worth trying again (another attempt may succeed): network, timeout, 5xx. */
  get retryable(): boolean {
    return (
      this.failure === "unreachable" || this.failure === "timeout" || this.failure === "unavailable"
    );
  }
}

/** How long a call may take and how often it is tried (retries only for retryable failures). */
export interface CallOptions {
  /** The whole call, retries included, ends by this time (ms since epoch). */
  deadline?: number;
  /** One attempt's time; default 1,500 ms. */
  attemptTimeoutMs?: number;
  /** Attempts in all; default 2. */
  attempts?: number;
}

/** Frosty's calls to a PSP (pix-psp/psp-client.ts implements it over HTTPS with mTLS). */
export interface PspClient {
  /** Gets a token and checks its scopes: "Testar conexão". Returns the scopes granted. */
  testConnection(connection: PspConnection, options?: CallOptions): Promise<{ scopes: string[] }>;
  /** PUT /cob/{txid}. A charge that already exists with this txid is read back (GET) instead. */
  createCharge(
    connection: PspConnection,
    txid: string,
    request: CobRequest,
    options?: CallOptions,
  ): Promise<Cob>;
  /** GET /cob/{txid}. */
  getCharge(connection: PspConnection, txid: string, options?: CallOptions): Promise<Cob>;
  /** PUT /webhook/{chave} with { webhookUrl }. */
  registerWebhook(
    connection: PspConnection,
    webhookUrl: string,
    options?: CallOptions,
  ): Promise<void>;
  /** GET /webhook/{chave}: the registered URL, or null (404). */
  getWebhook(connection: PspConnection, options?: CallOptions): Promise<string | null>;
  /** PUT /pix/{e2eid}/devolucao/{id} with { valor }. */
  requestRefund(
    connection: PspConnection,
    endToEndId: string,
    refundId: string,
    amountCents: number,
    options?: CallOptions,
  ): Promise<Devolucao>;
  /** GET /pix/{e2eid}/devolucao/{id}. */
  getRefund(
    connection: PspConnection,
    endToEndId: string,
    refundId: string,
    options?: CallOptions,
  ): Promise<Devolucao>;
  /** Closes kept-alive connections (tests, shutdown). */
  close(): void;
}

/** Cents as the standard writes money: "12.50". */
export function reais(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The standard's money string as cents; null when it is not one ("12.5", "12.50"). */
export function centsOf(valor: string): number | null {
  if (!/^\d{1,10}\.\d{2}$/.test(valor)) return null;
  return Math.round(Number(valor) * 100);
}

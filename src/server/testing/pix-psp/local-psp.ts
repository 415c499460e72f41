import { randomBytes, randomUUID } from "node:crypto";
import { createServer as createHttpServer } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import {
  type Cob,
  type Devolucao,
  type PixWebhookBody,
  PSP_SCOPES,
  type PspConnection,
} from "#server/services/pix-psp/psp-types.ts";
import { type PemPair, pspCertificates } from "#server/testing/pix-psp/certificates.ts";
import { type Answer, unavailable } from "#server/testing/pix-psp/problems.ts";
import {
  answer,
  type PspState,
  pixOf,
  randomAlphanumerics,
} from "#server/testing/pix-psp/psp-routes.ts";

/**
 * A PSP on 127.0.0.1 speaking the API Pix over HTTPS with mTLS, for tests: it requires a client
 * certificate signed by its client CA, issues OAuth 2.0 tokens, keeps charges, webhooks and
 * refunds in memory, and lets the test pay a charge, settle a refund, slow down or go down.
 */
export interface LocalPspOptions {
  /** The scopes a token may carry (default: all PSP_SCOPES). */
  scopes?: readonly string[];
  /** A token's lifetime in seconds (default 3600). */
  tokenSeconds?: number;
  /** How webhook notifications are delivered (default: fetch). */
  deliver?: (url: string, body: unknown) => Promise<void>;
}

export interface RefundAtPsp extends Devolucao {
  endToEndId: string;
}

export interface LocalPsp {
  /** https://127.0.0.1:<port>/v2 */
  apiUrl: string;
  /** https://127.0.0.1:<port>/oauth/token */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** The client certificate and key the PSP accepts. */
  certPem: string;
  keyPem: string;
  /** The CA of the PSP's server certificate (to trust). */
  caPem: string;
  /** A connection to this PSP (id "chain", a random-type Pix key, a fresh version). */
  connection(overrides?: Partial<PspConnection>): PspConnection;
  /** A client certificate signed by another CA: the PSP refuses it. */
  strangerCertificate(): PemPair;
  /** Pays a charge (CONCLUIDA with a pix entry) and, unless notify is false, calls its webhook. */
  pay(
    txid: string,
    options?: { valor?: string; notify?: boolean },
  ): Promise<{ endToEndId: string }>;
  /** Settles a refund and, unless notify is false, calls the webhook with the pix and its refunds. */
  settleRefund(
    endToEndId: string,
    refundId: string,
    status: "DEVOLVIDO" | "NAO_REALIZADO",
    notify?: boolean,
  ): Promise<void>;
  charge(txid: string): Cob | undefined;
  refunds(): RefundAtPsp[];
  /** Every request received, in order (token requests included). */
  calls: { method: string; path: string }[];
  webhookUrl(chave: string): string | undefined;
  /** Every answer is delayed by this long. */
  setLatency(ms: number): void;
  /** false: every request is answered 503 ServicoIndisponivel. */
  setAvailable(available: boolean): void;
  /** Forgets every token it issued: the next API call with one is answered 401. */
  revokeTokens(): void;
  /** The access tokens issued so far (tests check none leaks into an error). */
  issuedTokens(): string[];
  close(): Promise<void>;
}

export async function startLocalPsp(options: LocalPspOptions = {}): Promise<LocalPsp> {
  const certificates = await pspCertificates();
  const state: PspState = {
    clientId: `frosty-${randomBytes(4).toString("hex")}`,
    clientSecret: randomBytes(18).toString("base64url"),
    scopes: options.scopes ?? PSP_SCOPES,
    tokenSeconds: options.tokenSeconds ?? 3600,
    tokens: new Map(),
    charges: new Map(),
    webhooks: new Map(),
  };
  const calls: LocalPsp["calls"] = [];
  let latencyMs = 0;
  let available = true;
  const timers = new Set<NodeJS.Timeout>();
  const issued: string[] = [];

  const server: Server = createServer(
    {
      cert: certificates.server.certPem,
      key: certificates.server.keyPem,
      ca: certificates.clientCaPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      const method = req.method ?? "GET";
      calls.push({ method, path });
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const reply = () => {
          const result: Answer = available
            ? answer(state, {
                method,
                path,
                authorization: req.headers.authorization,
                body: Buffer.concat(chunks).toString("utf8"),
              })
            : unavailable();
          if (res.destroyed) return;
          const headers: Record<string, string> = {};
          if (result.body !== undefined) {
            headers["content-type"] = result.contentType ?? "application/json";
          }
          res.writeHead(result.status, headers);
          res.end(result.body === undefined ? undefined : JSON.stringify(result.body));
        };
        if (latencyMs <= 0) return reply();
        const timer = setTimeout(() => {
          timers.delete(timer);
          reply();
        }, latencyMs);
        timers.add(timer);
      });
    },
  );
  // A refused client certificate ends its socket; that is expected, not a test failure.
  server.on("tlsClientError", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const deliver =
    options.deliver ??
    (async (url: string, body: unknown) => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
    });
  const notify = async (chave: string, body: PixWebhookBody) => {
    const webhook = state.webhooks.get(chave);
    if (webhook) await deliver(`${webhook.webhookUrl}/pix`, body);
  };
  const chargeOfPix = (endToEndId: string) =>
    [...state.charges.values()].find((c) => c.pix?.some((p) => p.endToEndId === endToEndId));

  return {
    apiUrl: `${origin}/v2`,
    tokenUrl: `${origin}/oauth/token`,
    clientId: state.clientId,
    clientSecret: state.clientSecret,
    certPem: certificates.client.certPem,
    keyPem: certificates.client.keyPem,
    caPem: certificates.serverCaPem,
    calls,
    connection(overrides = {}) {
      return {
        id: "chain",
        apiUrl: `${origin}/v2`,
        tokenUrl: `${origin}/oauth/token`,
        clientId: state.clientId,
        clientSecret: state.clientSecret,
        certPem: certificates.client.certPem,
        keyPem: certificates.client.keyPem,
        caPem: certificates.serverCaPem,
        pixKey: randomUUID(),
        version: randomUUID(),
        ...overrides,
      };
    },
    strangerCertificate: () => ({ ...certificates.stranger }),
    async pay(txid, payOptions = {}) {
      const cob = state.charges.get(txid);
      if (!cob) throw new Error(`local PSP: no charge ${txid}`);
      if (cob.status !== "ATIVA") throw new Error(`local PSP: charge ${txid} is ${cob.status}`);
      const pix = {
        endToEndId: `E${randomAlphanumerics(31)}`,
        txid,
        valor: payOptions.valor ?? cob.valor.original,
        horario: new Date().toISOString(),
      };
      cob.status = "CONCLUIDA";
      cob.pix = [pix];
      if (payOptions.notify !== false) await notify(cob.chave, { pix: [{ ...pix }] });
      return { endToEndId: pix.endToEndId };
    },
    async settleRefund(endToEndId, refundId, status, shouldNotify = true) {
      const pix = pixOf(state, endToEndId);
      const refund = pix?.devolucoes?.find((d) => d.id === refundId);
      if (!pix || !refund) throw new Error(`local PSP: no refund ${refundId} of ${endToEndId}`);
      refund.status = status;
      if (status === "DEVOLVIDO") refund.horario.liquidacao = new Date().toISOString();
      else refund.motivo = "Devolução recusada pelo PSP do pagador.";
      const cob = chargeOfPix(endToEndId);
      if (shouldNotify && cob) await notify(cob.chave, { pix: [structuredClone(pix)] });
    },
    charge: (txid) => state.charges.get(txid),
    refunds: () =>
      [...state.charges.values()].flatMap((cob) =>
        (cob.pix ?? []).flatMap((pix) =>
          (pix.devolucoes ?? []).map((d) => ({ ...d, endToEndId: pix.endToEndId })),
        ),
      ),
    webhookUrl: (chave) => state.webhooks.get(chave)?.webhookUrl,
    setLatency(ms) {
      latencyMs = ms;
    },
    setAvailable(value) {
      available = value;
    },
    revokeTokens() {
      for (const token of state.tokens.keys()) issued.push(token);
      state.tokens.clear();
    },
    issuedTokens: () => [...issued, ...state.tokens.keys()],
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An https URL on 127.0.0.1 where nothing listens (a port just freed): "unreachable". */
export async function unreachableUrl(): Promise<string> {
  const probe = createHttpServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `https://127.0.0.1:${port}`;
}

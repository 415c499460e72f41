import { Agent } from "node:https";
import { secureContextFor } from "./certificate-pair.ts";
import { httpsRequest, pspUrl, type RawAnswer } from "./https-request.ts";
import { ANSWERS, apiFailure, readAnswer } from "./psp-answers.ts";
import { type AccessToken, requestToken } from "./psp-token.ts";
import {
  type CallOptions,
  type Cob,
  type CobRequest,
  type Devolucao,
  PSP_SCOPES,
  type PspClient,
  type PspConnection,
  PspError,
  reais,
} from "./psp-types.ts";
import { timedOut } from "./tls-failures.ts";

export { checkCaPem, checkCertificatePair } from "./certificate-pair.ts";

/**
 * Frosty's PspClient: the API Pix over HTTPS with mTLS. Per connection (by id) it keeps one
 * keep-alive agent and one access token, both dropped when the connection's version changes.
 * Each call is tried at most `attempts` times, for retryable failures only, within its deadline;
 * every request (the token's included) has its own timeout.
 */
export interface PspClientOptions {
  /** Defaults for calls that do not say (attempt timeout 1,500 ms, 2 attempts). */
  defaults?: CallOptions;
}

interface ConnectionState {
  version: string;
  agent: Agent;
  token: AccessToken | null;
}

/** Budget of one call: when it must end, how long one request may take. */
interface Budget {
  deadline: number;
  attemptTimeoutMs: number;
  attempts: number;
}

/** Below this, a request is not worth starting: the call ends as a timeout instead. */
const MIN_REQUEST_MS = 50;

export function createPspClient(options: PspClientOptions = {}): PspClient {
  const states = new Map<string, ConnectionState>();

  function stateOf(connection: PspConnection): ConnectionState {
    const known = states.get(connection.id);
    if (known?.version === connection.version) return known;
    known?.agent.destroy();
    states.delete(connection.id);
    const { certPem, keyPem, caPem } = connection;
    const agent = new Agent({
      keepAlive: true,
      secureContext: secureContextFor(certPem, keyPem, caPem),
    });
    const state: ConnectionState = { version: connection.version, agent, token: null };
    states.set(connection.id, state);
    return state;
  }

  function budgetOf(call: CallOptions = {}): Budget {
    const merged = { ...options.defaults, ...call };
    return {
      deadline: merged.deadline ?? Number.POSITIVE_INFINITY,
      attemptTimeoutMs: merged.attemptTimeoutMs ?? 1500,
      attempts: Math.max(1, merged.attempts ?? 2),
    };
  }

  /** One request's time: its own timeout, cut to what is left of the call's. */
  function requestTime(budget: Budget, host: string): number {
    const left = Math.min(budget.attemptTimeoutMs, budget.deadline - Date.now());
    if (left < MIN_REQUEST_MS) throw timedOut(host);
    return left;
  }

  /** Runs `attempt` until it succeeds, fails for good, or attempts or time run out. */
  async function withRetries<T>(budget: Budget, attempt: () => Promise<T>): Promise<T> {
    for (let tried = 1; ; tried++) {
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof PspError) || !error.retryable || tried >= budget.attempts)
          throw error;
        const backoffMs = 100 + Math.random() * 100;
        if (Date.now() + backoffMs + MIN_REQUEST_MS > budget.deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, backoffMs));
      }
    }
  }

  async function tokenFor(connection: PspConnection, budget: Budget, fresh = false) {
    const state = stateOf(connection);
    if (!fresh && state.token && state.token.renewAt > Date.now()) return state.token;
    state.token = null;
    const host = pspUrl(connection.tokenUrl).host;
    const token = await requestToken(state.agent, connection, requestTime(budget, host));
    state.token = token;
    return token;
  }

  /** One API request with the connection's token; a 401 drops the token and tries once more. */
  async function apiRequest(
    connection: PspConnection,
    budget: Budget,
    method: "GET" | "PUT",
    path: string,
    body?: unknown,
  ): Promise<RawAnswer> {
    const url = pspUrl(connection.apiUrl, path);
    const send = async (token: AccessToken) =>
      httpsRequest(stateOf(connection).agent, {
        method,
        url,
        headers: {
          authorization: `Bearer ${token.value}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: requestTime(budget, url.host),
      });
    const answer = await send(await tokenFor(connection, budget));
    if (answer.status !== 401) return answer;
    return send(await tokenFor(connection, budget, true));
  }

  /** A call: retried as its budget allows; `read` turns a success into its value. */
  function call<T>(
    connection: PspConnection,
    callOptions: CallOptions | undefined,
    request: { method: "GET" | "PUT"; path: string; body?: unknown; what: string },
    read: (answer: RawAnswer) => T,
  ): Promise<T> {
    const budget = budgetOf(callOptions);
    return withRetries(budget, async () => {
      const answer = await apiRequest(
        connection,
        budget,
        request.method,
        request.path,
        request.body,
      );
      if (answer.status >= 200 && answer.status < 300) return read(answer);
      throw apiFailure(answer, request.what);
    });
  }

  const part = encodeURIComponent;

  const getCharge = (connection: PspConnection, txid: string, callOptions?: CallOptions) =>
    call(
      connection,
      callOptions,
      { method: "GET", path: `/cob/${part(txid)}`, what: "a cobrança" },
      (a) => readAnswer(ANSWERS.cob, a, "a cobrança") as Cob,
    );

  return {
    async testConnection(connection, callOptions) {
      const budget = budgetOf(callOptions);
      const token = await withRetries(budget, () => tokenFor(connection, budget, true));
      const missing = PSP_SCOPES.filter((scope) => !token.scopes.includes(scope));
      if (missing.length > 0) {
        throw new PspError(
          "scope_missing",
          `A credencial não tem as permissões necessárias: faltam ${missing.join(", ")}.`,
        );
      }
      return { scopes: token.scopes };
    },

    async createCharge(connection, txid, request: CobRequest, callOptions) {
      const path = `/cob/${part(txid)}`;
      try {
        return await call(
          connection,
          callOptions,
          { method: "PUT", path, body: request, what: "a cobrança" },
          (a) => readAnswer(ANSWERS.cob, a, "a cobrança") as Cob,
        );
      } catch (error) {
        // The txid is taken: most likely our own charge, made by an attempt whose answer was lost.
        if (!(error instanceof PspError) || error.failure !== "rejected") throw error;
        const existing = await getCharge(connection, txid, callOptions).catch(() => null);
        const same =
          existing?.valor.original === request.valor.original && existing.chave === request.chave;
        if (same) return existing;
        throw error;
      }
    },

    getCharge,

    async registerWebhook(connection, webhookUrl, callOptions) {
      await call(
        connection,
        callOptions,
        {
          method: "PUT",
          path: `/webhook/${part(connection.pixKey)}`,
          body: { webhookUrl },
          what: "o webhook",
        },
        () => undefined,
      );
    },

    async getWebhook(connection, callOptions) {
      try {
        return await call(
          connection,
          callOptions,
          { method: "GET", path: `/webhook/${part(connection.pixKey)}`, what: "o webhook" },
          (a) => readAnswer(ANSWERS.webhook, a, "o webhook").webhookUrl,
        );
      } catch (error) {
        if (error instanceof PspError && error.failure === "not_found") return null;
        throw error;
      }
    },

    requestRefund(connection, endToEndId, refundId, amountCents, callOptions) {
      return call(
        connection,
        callOptions,
        {
          method: "PUT",
          path: `/pix/${part(endToEndId)}/devolucao/${part(refundId)}`,
          body: { valor: reais(amountCents) },
          what: "o Pix a devolver",
        },
        (a) => readAnswer(ANSWERS.devolucao, a, "a devolução") as Devolucao,
      );
    },

    getRefund(connection, endToEndId, refundId, callOptions) {
      return call(
        connection,
        callOptions,
        {
          method: "GET",
          path: `/pix/${part(endToEndId)}/devolucao/${part(refundId)}`,
          what: "a devolução",
        },
        (a) => readAnswer(ANSWERS.devolucao, a, "a devolução") as Devolucao,
      );
    },

    close() {
      for (const state of states.values()) state.agent.destroy();
      states.clear();
    },
  };
}

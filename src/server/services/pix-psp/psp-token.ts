import type { Agent } from "node:https";
import { z } from "zod";
import { httpsRequest, pspUrl, type RawAnswer } from "./https-request.ts";
import { problemOf, unavailable } from "./psp-answers.ts";
import { PSP_SCOPES, type PspConnection, PspError } from "./psp-types.ts";

/**
 * OAuth 2.0 client credentials at the PSP's token endpoint (RFC 6749 §4.4), over the same mTLS
 * agent as the API: form-encoded grant, HTTP Basic client id and secret, the standard's scopes
 * asked for (PSPs that do not take the parameter ignore it).
 */
export interface AccessToken {
  value: string;
  /** The scopes granted: the answer's `scope`, or those asked for when it says none (RFC 6749). */
  scopes: string[];
  /** When to stop using it (ms since epoch): 30 s before the PSP says it expires. */
  renewAt: number;
}

const tokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
});

const EARLY_RENEWAL_MS = 30_000;
export const WRONG_CREDENTIALS = "O banco recusou o client id ou o client secret.";

export async function requestToken(
  agent: Agent,
  connection: PspConnection,
  timeoutMs: number,
): Promise<AccessToken> {
  const basic = Buffer.from(`${connection.clientId}:${connection.clientSecret}`).toString("base64");
  const answer = await httpsRequest(agent, {
    method: "POST",
    url: pspUrl(connection.tokenUrl),
    headers: {
      authorization: `Basic ${basic}`,
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      scope: PSP_SCOPES.join(" "),
    }).toString(),
    timeoutMs,
  });
  const { status } = answer;
  if (status === 200 || status === 201) {
    let json: unknown = null;
    try {
      json = JSON.parse(answer.text);
    } catch {}
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success || (parsed.data.token_type && !/^bearer$/i.test(parsed.data.token_type))) {
      throw new PspError(
        "invalid_answer",
        "O banco respondeu algo fora do padrão ao pedir o token.",
        status,
      );
    }
    const { access_token, expires_in = 3600, scope } = parsed.data;
    const lifetimeMs = expires_in * 1000;
    return {
      value: access_token,
      scopes: scope === undefined ? [...PSP_SCOPES] : scope.split(/\s+/).filter(Boolean),
      renewAt: Date.now() + Math.max(lifetimeMs - EARLY_RENEWAL_MS, lifetimeMs / 2),
    };
  }
  throw tokenFailure(answer);
}

/** The OAuth error code of a token endpoint's error answer ({ error: "invalid_client" }). */
function oauthError(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body?.error === "string" && /^[a-z_]{1,40}$/.test(body.error) ? body.error : null;
  } catch {
    return null;
  }
}

function tokenFailure(answer: RawAnswer): PspError {
  const { status } = answer;
  const error = oauthError(answer.text);
  const problem = problemOf(answer);
  if (
    status === 401 ||
    status === 403 ||
    error === "invalid_client" ||
    error === "unauthorized_client"
  ) {
    return new PspError("wrong_credentials", WRONG_CREDENTIALS, status, problem);
  }
  if (error === "invalid_scope") {
    return new PspError(
      "scope_missing",
      `A credencial não tem as permissões necessárias: o banco não concedeu ${PSP_SCOPES.join(", ")}.`,
      status,
      problem,
    );
  }
  if (status === 429 || status >= 500) {
    return unavailable(status, problem);
  }
  if (status === 404) {
    return new PspError(
      "not_found",
      "O endereço do token não existe no banco (HTTP 404): confira a URL do token.",
      status,
      problem,
    );
  }
  return new PspError(
    "rejected",
    `O banco recusou o pedido de token (HTTP ${status}${error ? `, ${error}` : ""}).`,
    status,
    problem,
  );
}

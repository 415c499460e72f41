import { PspError } from "./psp-types.ts";

/**
 * A network or TLS error of a request to a PSP, as the PspError staff read ("Testar conexão").
 * Only the error's code is read: node's messages never reach staff, and nothing of the
 * connection (secret, key, token) is in what this builds.
 */
export interface RequestPhase {
  /** host[:port] of the URL: said in the message. */
  host: string;
  /** The TLS handshake completed (from our side). */
  secureConnected: boolean;
  /** The socket was opened for this request, not a kept-alive one. */
  freshSocket: boolean;
  /** Some of the answer arrived. */
  responded: boolean;
}

export const CERTIFICATE_REFUSED =
  "O banco recusou o certificado do cliente. Confira o certificado e a chave privada enviados pelo banco.";

/** TLS alerts a server sends when it does not accept the client's certificate. */
const REFUSAL_ALERT =
  /ALERT_(CERTIFICATE_REQUIRED|BAD_CERTIFICATE|UNKNOWN_CA|CERTIFICATE_UNKNOWN|UNSUPPORTED_CERTIFICATE|CERTIFICATE_REVOKED|CERTIFICATE_EXPIRED|ACCESS_DENIED|HANDSHAKE_FAILURE|DECRYPT_ERROR)/;

/** Node's codes for a server certificate it cannot trust. */
const UNTRUSTED = new Set([
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "UNABLE_TO_GET_ISSUER_CERT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "CERT_UNTRUSTED",
  "CERT_SIGNATURE_FAILURE",
  "CERT_REJECTED",
  "INVALID_CA",
  "INVALID_PURPOSE",
  "CERT_CHAIN_TOO_LONG",
  "CERT_REVOKED",
]);

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: "conexão recusada",
  ENOTFOUND: "endereço não encontrado",
  EAI_AGAIN: "endereço não encontrado",
  EHOSTUNREACH: "servidor inalcançável",
  ENETUNREACH: "rede inalcançável",
  ECONNRESET: "conexão interrompida",
  EPIPE: "conexão interrompida",
  ETIMEDOUT: "sem resposta da rede",
};

export function requestFailure(error: unknown, phase: RequestPhase): PspError {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  if (REFUSAL_ALERT.test(code)) return new PspError("certificate_refused", CERTIFICATE_REFUSED);
  if (code === "ERR_TLS_CERT_ALTNAME_INVALID") {
    return untrusted(`o certificado do servidor não é de ${hostname(phase.host)}`);
  }
  if (code === "CERT_HAS_EXPIRED") return untrusted("o certificado do servidor está vencido");
  if (code === "CERT_NOT_YET_VALID") return untrusted("o certificado do servidor ainda não vale");
  if (UNTRUSTED.has(code))
    return untrusted("o certificado do servidor não é de uma autoridade conhecida");
  // A server that refuses the client's certificate may just close: during the handshake, or (TLS
  // 1.3, where the server checks it after our side has finished) before any answer on a new socket.
  if (code === "ECONNRESET" && !phase.responded && (!phase.secureConnected || phase.freshSocket)) {
    return new PspError("certificate_refused", CERTIFICATE_REFUSED);
  }
  const reason =
    NETWORK_REASONS[code] ?? (code.startsWith("ERR_SSL") ? "falha no TLS" : "falha de rede");
  return new PspError(
    "unreachable",
    `Não foi possível conectar ao banco (${phase.host}: ${reason}).`,
  );
}

export function timedOut(host: string): PspError {
  return new PspError("timeout", `O banco não respondeu a tempo (${host}).`);
}

function untrusted(reason: string): PspError {
  return new PspError(
    "server_untrusted",
    `O banco não foi reconhecido como confiável: ${reason}. Se o banco usa uma autoridade própria, informe a cadeia de certificados (CA) do banco.`,
  );
}

function hostname(host: string): string {
  return host.replace(/:\d+$/, "");
}

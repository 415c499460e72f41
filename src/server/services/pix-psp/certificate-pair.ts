import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { createSecureContext, rootCertificates, type SecureContext } from "node:tls";
import { PspError } from "./psp-types.ts";

/**
 * The client certificate and key a PSP gave (mTLS), checked before they are used: the settings
 * form shows the problem, and a connection whose pair is unusable fails as certificate_invalid
 * instead of a TLS error deep inside a request. Problems are pt-BR and never quote the key.
 */
export function checkCertificatePair(certPem: string, keyPem: string): string | null {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(certPem);
  } catch {
    return "O certificado não é um PEM válido (-----BEGIN CERTIFICATE-----).";
  }
  let key: KeyObject;
  try {
    key = createPrivateKey(keyPem);
  } catch (error) {
    return (error as { code?: string }).code === "ERR_MISSING_PASSPHRASE"
      ? "A chave privada está protegida por senha: envie a chave sem senha."
      : "A chave privada não é um PEM válido (-----BEGIN PRIVATE KEY-----).";
  }
  if (!certificate.checkPrivateKey(key)) return "A chave privada não é a deste certificado.";
  const now = Date.now();
  if (Date.parse(certificate.validTo) < now) {
    return `O certificado venceu em ${brazilianDate(certificate.validTo)}.`;
  }
  if (Date.parse(certificate.validFrom) > now) {
    return `O certificado só vale a partir de ${brazilianDate(certificate.validFrom)}.`;
  }
  return null;
}

/** The PSP's CA chain (PEM, one or more certificates): a pt-BR problem, or null. */
export function checkCaPem(caPem: string): string | null {
  try {
    new X509Certificate(caPem);
    return null;
  } catch {
    return "A cadeia de certificados (CA) do banco não é um PEM válido (-----BEGIN CERTIFICATE-----).";
  }
}

function brazilianDate(text: string): string {
  return new Date(text).toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
}

/**
 * The TLS context of a connection: our certificate and key, and the PSP's CA added to the
 * system's (a PSP with its own CA). Throws certificate_invalid when any of them is unusable.
 */
export function secureContextFor(
  certPem: string,
  keyPem: string,
  caPem: string | null,
): SecureContext {
  const problem = checkCertificatePair(certPem, keyPem);
  if (problem) {
    const lowered = `${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
    throw invalid(`O certificado do cliente não pode ser usado: ${lowered}`);
  }
  const caProblem = caPem ? checkCaPem(caPem) : null;
  if (caProblem) throw invalid(caProblem);
  try {
    return createSecureContext({
      cert: certPem,
      key: keyPem,
      ...(caPem ? { ca: [...rootCertificates, caPem] } : {}),
    });
  } catch {
    throw invalid("O certificado do cliente ou a chave privada não pôde ser usado.");
  }
}

function invalid(message: string): PspError {
  return new PspError("certificate_invalid", message);
}

import { createPrivateKey, X509Certificate } from "node:crypto";
import { checkCaPem, checkCertificatePair } from "#server/services/pix-psp/certificate-pair.ts";
import { PIX_CONNECTION_MESSAGES } from "#shared/pix-connections.ts";

/** A refused field of PUT …/pix-connection, as the 422 lists it. */
export interface FieldIssue {
  path: string[];
  message: string;
}

const parses = (make: () => unknown): boolean => {
  try {
    make();
    return true;
  } catch {
    return false;
  }
};

/**
 * The PEMs of a connection about to be saved, parsed the way the PSP client will use them: the
 * certificate, the key (the one sent, else the saved one) and that the key is the certificate's
 * (checkCertificatePair: also its validity dates), and each certificate of the CA bundle. Each
 * problem lands on the field that needs fixing; no message quotes a key.
 */
export function checkConnectionPems(input: {
  certPem: string;
  /** The key sent with this change, if any. */
  newKeyPem: string | undefined;
  /** The key to check the certificate against: the new one, else the saved one. */
  keyPem: string;
  caPem: string | null;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const problem = checkCertificatePair(input.certPem, input.keyPem);
  if (problem)
    issues.push({ path: [pairProblemField(input)], message: pairMessage(input, problem) });
  if (input.caPem) {
    const blocks = input.caPem.match(
      /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g,
    );
    const unreadable = (blocks ?? [input.caPem]).some((block) => checkCaPem(block) !== null);
    if (unreadable) issues.push({ path: ["caPem"], message: PIX_CONNECTION_MESSAGES.caUnreadable });
  }
  return issues;
}

/** Which field a certificate/key problem belongs to. */
function pairProblemField(input: { certPem: string; newKeyPem: string | undefined }): string {
  if (!parses(() => new X509Certificate(input.certPem))) return "certPem";
  if (input.newKeyPem === undefined) return "certPem";
  if (!parses(() => createPrivateKey(input.newKeyPem as string))) return "keyPem";
  const matches = new X509Certificate(input.certPem).checkPrivateKey(
    createPrivateKey(input.newKeyPem),
  );
  return matches ? "certPem" : "keyPem";
}

function pairMessage(input: { newKeyPem: string | undefined }, problem: string): string {
  // A new certificate against the saved key: say what to send.
  if (input.newKeyPem === undefined && problem.includes("não é a deste certificado")) {
    return "A chave privada salva não é a deste certificado: envie também a chave privada nova.";
  }
  return problem;
}

/** What the view shows of a certificate: who it names, who signed it, until when. */
export function describeCertificate(certPem: string): {
  subject: string;
  issuer: string;
  validUntil: string;
} {
  try {
    const certificate = new X509Certificate(certPem);
    return {
      subject: certificate.subject.split("\n").join(", "),
      issuer: certificate.issuer.split("\n").join(", "),
      validUntil: new Date(certificate.validTo).toISOString(),
    };
  } catch {
    // Only a certificate that parsed is saved; this keeps a hand-edited row readable.
    return { subject: "?", issuer: "?", validUntil: new Date(0).toISOString() };
  }
}

/**
 * Pix automático's connection settings (Configurações → Pagamentos, and each store's): the
 * PSP's URLs, the OAuth client, the mTLS certificate and key, an optional CA bundle and the Pix
 * key. zod schemas both sides validate with. The client secret and the private key are
 * write-only: a view never carries them, only when they were last set. The server also parses
 * the PEMs (pix-connections/pem-checks.ts); here only their shape is checked, which the browser
 * can do.
 */
import { hasControlCharacter } from "./clean-text.ts";
import { detectPixKeyType, normalizePixKey } from "./pix/pix-key.ts";
import { z } from "./zod-pt-br.ts";

/** The saved secrets no longer open (the server's secrets key changed): HQ sends them again. */
export const UNREADABLE_SECRETS_MESSAGE =
  "Os segredos salvos desta conexão não abrem com a chave deste servidor (SECRETS_KEY ou o " +
  "segredo de autenticação mudou): envie de novo o client secret e a chave privada";

export const PIX_CONNECTION_MESSAGES = {
  apiUrl: "Informe a URL da API do banco, começando com https://",
  tokenUrl: "Informe a URL do token (OAuth), começando com https://",
  clientId: "Informe o Client ID",
  clientSecret: "Informe o Client secret",
  certPem: "Cole o certificado do cliente em PEM (-----BEGIN CERTIFICATE-----)",
  keyPem: "Cole a chave privada em PEM (-----BEGIN PRIVATE KEY-----)",
  caPem:
    "A cadeia de certificados do banco deve ter só certificados em PEM (-----BEGIN CERTIFICATE-----)",
  caUnreadable: "Um dos certificados da cadeia do banco não pôde ser lido",
  pixKey: "Chave Pix inválida: use CPF, CNPJ, telefone com +55, e-mail ou chave aleatória",
  required: "Obrigatório numa conexão nova",
  unreadable: "Os segredos salvos não abrem mais: envie de novo",
  notFound: "Nenhuma conexão do Pix automático para testar",
  noneSaved: "Nenhuma conexão do Pix automático salva aqui",
} as const;

/** Sizes a real PEM never reaches; the body limit (100 KB) bounds the sum. */
const PEM_MAX = 16_000;
const CA_MAX = 60_000;

const CERT_BLOCK = /-----BEGIN CERTIFICATE-----[A-Za-z0-9+/=\s]+-----END CERTIFICATE-----/g;
const KEY_PEM =
  /^-----BEGIN ((?:RSA |EC |ENCRYPTED )?PRIVATE KEY)-----[A-Za-z0-9+/=\s:,-]+-----END \1-----$/;

/** Text made only of certificate blocks (at least one) and the blank space between them. */
export function isCertificatePemText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== "" && trimmed.replace(CERT_BLOCK, "").trim() === "";
}

export function isPrivateKeyPemText(text: string): boolean {
  return KEY_PEM.test(text.trim());
}

const httpsUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(500, "Use no máximo 500 caracteres")
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
      } catch {
        return false;
      }
    }, message);

/** As the bank issued it: trimmed, never otherwise changed (a secret is not "cleaned"). */
const credential = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use no máximo ${max} caracteres`)
    .refine((value) => !hasControlCharacter(value), message);

const certificatePem = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Use no máximo ${max} caracteres`)
    .refine(isCertificatePemText, message);

const privateKeyPem = z
  .string({ error: PIX_CONNECTION_MESSAGES.keyPem })
  .trim()
  .min(1, PIX_CONNECTION_MESSAGES.keyPem)
  .max(PEM_MAX, `Use no máximo ${PEM_MAX} caracteres`)
  .refine(isPrivateKeyPemText, PIX_CONNECTION_MESSAGES.keyPem);

/** The receiver's key, any type, as the charge's `chave`: told from its text and normalized. */
const pixKey = z
  .string({ error: PIX_CONNECTION_MESSAGES.pixKey })
  .trim()
  .min(1, PIX_CONNECTION_MESSAGES.pixKey)
  .max(100, PIX_CONNECTION_MESSAGES.pixKey)
  .refine((key) => detectPixKeyType(key) !== null, PIX_CONNECTION_MESSAGES.pixKey)
  .transform((key) => normalizePixKey(detectPixKeyType(key) ?? "random", key));

/**
 * PUT …/pix-connection. The client secret and the private key are write-only: left out, the
 * saved ones stay; so does the certificate, which the view describes but does not carry (a new
 * connection needs all three). caPem null: the system's CAs only; left out: the saved one stays.
 */
export const pixConnectionUpdateSchema = z
  .strictObject({
    apiUrl: httpsUrl(PIX_CONNECTION_MESSAGES.apiUrl).meta({
      description: "A URL base da API Pix do banco (as chamadas acrescentam /cob/{txid})",
      example: "https://pix.banco.com.br/api/v2",
    }),
    tokenUrl: httpsUrl(PIX_CONNECTION_MESSAGES.tokenUrl).meta({
      description: "O endpoint de token OAuth 2.0 (client credentials)",
      example: "https://pix.banco.com.br/oauth/token",
    }),
    clientId: credential(PIX_CONNECTION_MESSAGES.clientId, 500),
    clientSecret: credential(PIX_CONNECTION_MESSAGES.clientSecret, 2000)
      .optional()
      .meta({ description: "Só escrita: sem ele, fica o salvo" }),
    certPem: certificatePem(PIX_CONNECTION_MESSAGES.certPem, PEM_MAX)
      .optional()
      .meta({ description: "O certificado do cliente (mTLS), em PEM; sem ele, fica o salvo" }),
    keyPem: privateKeyPem
      .optional()
      .meta({ description: "A chave privada do certificado, em PEM, sem senha. Só escrita" }),
    caPem: certificatePem(PIX_CONNECTION_MESSAGES.caPem, CA_MAX).nullable().optional().meta({
      description:
        "Certificados para confiar no servidor do banco; null: só os do sistema; sem ele, fica a salva",
    }),
    pixKey: pixKey.meta({ description: "A chave Pix que recebe", example: "11222333000181" }),
  })
  .meta({ id: "PixConnectionUpdate", description: "A conexão do Pix automático com o banco" });
export type PixConnectionUpdateInput = z.input<typeof pixConnectionUpdateSchema>;
export type PixConnectionUpdate = z.output<typeof pixConnectionUpdateSchema>;

export const PIX_WEBHOOK_STATUSES = ["pending", "registered", "failed"] as const;

const instant = z.iso.datetime({ offset: true }).meta({ example: "2026-11-27T17:30:00.000Z" });

export const pixConnectionSchema = z
  .object({
    apiUrl: z.string(),
    tokenUrl: z.string(),
    clientId: z.string(),
    certificate: z.object({
      subject: z.string().meta({ example: "CN=Frosty Picolés" }),
      issuer: z.string().meta({ example: "CN=Banco CA" }),
      validUntil: instant,
    }),
    hasCa: z.boolean(),
    pixKey: z.string(),
    secretsUpdatedAt: instant.meta({
      description: "Quando o Client secret ou a chave privada foram definidos (nunca enviados)",
    }),
    updatedAt: instant,
    updatedByName: z.string().nullable(),
    webhook: z.object({
      status: z.enum(PIX_WEBHOOK_STATUSES),
      error: z.string().nullable(),
      checkedAt: instant.nullable(),
      url: z.string(),
    }),
  })
  .meta({ id: "PixConnection", description: "Uma conexão salva, sem os segredos" });
export type PixConnection = z.infer<typeof pixConnectionSchema>;

export const pixConnectionViewSchema = z
  .object({
    connection: pixConnectionSchema.nullable(),
    inherited: z.enum(["chain", "env"]).nullable().meta({
      description:
        "O que vale sem uma conexão própria: a da rede (chain) ou a do ambiente (env, PIX_PSP_*); null: nenhuma",
    }),
    fallbacks: z.object({
      last24h: z.int().min(0),
      lastAt: instant.nullable(),
      lastReason: z.string().nullable(),
    }),
  })
  .meta({
    id: "PixConnectionView",
    description:
      "A conexão do Pix automático, o que segue sem ela e os pedidos que caíram no QR estático",
  });
export type PixConnectionView = z.infer<typeof pixConnectionViewSchema>;

export const pixConnectionTestSchema = z
  .discriminatedUnion("ok", [
    z.object({ ok: z.literal(true), scopes: z.array(z.string()) }),
    z.object({ ok: z.literal(false), failure: z.string(), message: z.string() }),
  ])
  .meta({ id: "PixConnectionTest", description: "O resultado de Testar conexão" });
export type PixConnectionTest = z.infer<typeof pixConnectionTestSchema>;

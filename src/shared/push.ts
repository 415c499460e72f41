/**
 * Web Push for order status (the tracking page's "Avisar quando o status mudar"): what the
 * browser sends to subscribe, what the server answers, and what a notification carries.
 * The shop's pages import only types from here (`import type`): no zod in their bundle.
 */
import { z } from "./zod-pt-br.ts";

/** Browsers per order told of its changes; past this, the oldest subscription is dropped. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5;

export const PUSH_MESSAGES = {
  endpoint: "Endereço de notificação inválido",
  endpointRefused: "Este navegador usa um serviço de notificações que a loja não aceita",
  p256dh: "Chave de notificação (p256dh) inválida",
  auth: "Segredo de notificação (auth) inválido",
} as const;

/** Base64url (padding tolerated) of exactly `bytes` bytes. */
function base64url(bytes: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(200, message)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((text) => decodedLength(text) === bytes, message);
}

function decodedLength(text: string): number {
  const length = text.replace(/=+$/, "").length;
  return length % 4 === 1 ? -1 : Math.floor((length * 3) / 4);
}

const endpointSchema = z
  .url({ protocol: /^https?$/, error: PUSH_MESSAGES.endpoint })
  .max(2048, PUSH_MESSAGES.endpoint)
  .meta({
    description: "O endpoint do serviço de push do navegador (PushSubscription.endpoint)",
    example: "https://fcm.googleapis.com/fcm/send/c1Kf…",
  });

/** PushSubscription.toJSON(), as the browser gives it (expirationTime is accepted and unused). */
export const pushSubscriptionInputSchema = z
  .object({
    endpoint: endpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object(
      {
        // An uncompressed P-256 point (65 bytes, 0x04 first); the server checks it is on the curve.
        p256dh: base64url(65, PUSH_MESSAGES.p256dh).meta({
          description: "A chave pública P-256 do navegador, em base64url",
        }),
        auth: base64url(16, PUSH_MESSAGES.auth).meta({
          description: "O segredo de autenticação (16 bytes) do navegador, em base64url",
        }),
      },
      { error: "Envie as chaves da inscrição (keys.p256dh e keys.auth)" },
    ),
  })
  .meta({ id: "PushSubscriptionInput", description: "A inscrição de push do navegador" });
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z
  .object({ endpoint: endpointSchema })
  .meta({ id: "PushUnsubscribe", description: "Qual inscrição apagar, pelo endpoint" });

export const pushSubscriptionViewSchema = z
  .object({
    endpoint: z.string(),
    createdAt: z.iso.datetime().meta({ description: "Quando este navegador se inscreveu" }),
  })
  .meta({ id: "PushSubscription", description: "Uma inscrição para os avisos do pedido" });
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

export const pushPublicKeySchema = z
  .object({
    publicKey: z.string().meta({
      description: "A chave pública VAPID (base64url): o applicationServerKey de subscribe()",
    }),
  })
  .meta({ id: "PushPublicKey", description: "A chave com que a loja assina seus avisos" });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What a notification carries (encrypted; only the browser reads it): the service worker shows it. */
export interface PushMessage {
  title: string;
  body: string;
  /** The order's tracking link (relative): opened when the notification is tapped. */
  url: string;
  /** One per order: a newer notification replaces the order's older one on the screen. */
  tag: string;
}

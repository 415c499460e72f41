/**
 * Clube Frosty's words, shared by the server and the /clube pages: the LGPD consent a member
 * gives on joining, and the pt-BR answers of the sign-in by phone and code.
 */

/** Bumped whenever CLUB_CONSENT_TEXT changes; each member's consent row keeps the one accepted. */
export const CLUB_CONSENT_VERSION = "2026-11-28";

/** The consent shown beside the checkbox; send-otp carries `consent: true` once it is ticked. */
export const CLUB_CONSENT_TEXT =
  "Aceito participar do Clube Frosty e autorizo a Frosty a guardar meu número de celular e " +
  "meus pedidos para identificar minha conta, enviar meus códigos de acesso e calcular meu " +
  "cashback, conforme a Lei Geral de Proteção de Dados (LGPD). Posso pedir a exclusão dos " +
  "meus dados a qualquer momento.";

/** The name a new member's account gets (the club asks for no name). */
export const CLUB_MEMBER_NAME = "Membro Frosty";

/** Error codes of the sign-in by phone, with their pt-BR messages. */
export const CLUB_AUTH_MESSAGES = {
  CLUB_UNAVAILABLE: "O Clube Frosty está indisponível no momento. Você pode pedir normalmente.",
  CODE_NOT_SENT: "Não conseguimos enviar o código agora. Tente de novo em alguns minutos.",
  INVALID_PHONE_NUMBER: "Informe um número de celular brasileiro com DDD.",
  CONSENT_REQUIRED: "Para entrar no Clube Frosty, aceite os termos de uso dos seus dados.",
  INVALID_REQUEST: "Pedido inválido.",
  TOO_MANY_CODES: "Muitos códigos pedidos para este número. Tente de novo mais tarde.",
  INVALID_OTP: "Código incorreto. Confira e tente de novo.",
  OTP_EXPIRED: "Este código expirou. Peça um novo.",
  OTP_NOT_FOUND: "Código incorreto ou expirado. Peça um novo.",
  TOO_MANY_ATTEMPTS: "Muitas tentativas com este código. Peça um novo.",
} as const;

export type ClubAuthError = keyof typeof CLUB_AUTH_MESSAGES;

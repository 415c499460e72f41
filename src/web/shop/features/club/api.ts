import { CLUB_AUTH_MESSAGES } from "#shared/club.ts";
import type { ClubMe, ClubStatus } from "#shared/club-member.ts";
import { ApiRequestError, api } from "#web/lib/api-client.ts";

/**
 * Clube Frosty as /clube speaks to the server: the member API (/api/club, typed) and the
 * members' Better Auth (/api/club/auth/phone-number/…, which answers `{ code, message }` rather
 * than the API's error shape). Its session cookie is the members' own, so signing in or out
 * here leaves a staff session in the same browser alone. Every refusal comes back as a pt-BR
 * message to show.
 */

/** The members' Better Auth (member-auth.ts on the server), never the staff's /api/auth. */
const MEMBER_AUTH = "/api/club/auth";

const NETWORK = "Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.";
const TRY_AGAIN = "Algo deu errado. Tente de novo em instantes.";
const TOO_MANY = "Muitas tentativas. Espere um minuto e tente de novo.";

export type { ClubMe, ClubStatus };

/** The club's state and rules, and whether a member is signed in here; throws when offline. */
export function readClubStatus(): Promise<ClubStatus> {
  return api("get", "/api/club/status");
}

/** The signed-in member's account and wallet; null when no member is signed in here. */
export async function readMe(): Promise<ClubMe | null> {
  try {
    return await api("get", "/api/club/me");
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The pt-BR message of a refusal from Better Auth's routes (`{ code, message }`). */
async function authRefusal(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  const code = typeof body?.code === "string" ? body.code : "";
  if (Object.hasOwn(CLUB_AUTH_MESSAGES, code)) {
    return CLUB_AUTH_MESSAGES[code as keyof typeof CLUB_AUTH_MESSAGES];
  }
  if (response.status === 429) return TOO_MANY;
  return TRY_AGAIN;
}

async function postAuth(path: string, body: object): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`${MEMBER_AUTH}${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return NETWORK;
  }
  return response.ok ? null : authRefusal(response);
}

/** Asks for a code by SMS or WhatsApp; null when sent, else why not (pt-BR). */
export function sendCode(phoneNumber: string): Promise<string | null> {
  return postAuth("/phone-number/send-otp", { phoneNumber, consent: true });
}

/** Checks the code and opens the session (a new number joins); null when signed in. */
export function verifyCode(phoneNumber: string, code: string): Promise<string | null> {
  return postAuth("/phone-number/verify", { phoneNumber, code });
}

/** Ends the session on this device; null when done. */
export function signOut(): Promise<string | null> {
  return postAuth("/sign-out", {});
}

/** "Excluir minha conta"; null when the account is gone. */
export async function deleteAccount(): Promise<string | null> {
  try {
    await api("delete", "/api/club/me", { body: { confirm: true } });
    return null;
  } catch (error) {
    // Already gone (another device deleted it, or the session ended): nothing left to delete.
    if (error instanceof ApiRequestError && error.status === 401) return null;
    return error instanceof ApiRequestError && error.status !== 0 ? error.message : NETWORK;
  }
}

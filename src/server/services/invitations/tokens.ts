import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, base64url: 43 characters no one guesses. */
const TOKEN_BYTES = 32;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored: a copy of the table (a backup, a log of it) opens no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** A new invitation's secret (shown once, in its link) and what the table keeps of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

/** Could this be a token we made? Anything else is not found, without a query. */
export function isInvitationToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

import { authClient } from "./auth-client.ts";
import type { AuthFailure } from "./auth-errors.ts";

interface NewAccount {
  name: string;
  email: string;
  password: string;
}

/** What to tell the person when the outcome is "taken". */
export const EMAIL_TAKEN =
  "Este e-mail já tem uma conta, com outra senha: entre com a senha dela, ou cadastre-se com " +
  "outro e-mail.";

export type SignUpOutcome =
  /** A new account, now signed in. */
  | { kind: "created"; userId: string }
  /** The e-mail had an account and this is its password: signed in to it. */
  | { kind: "existing"; userId: string }
  /** The e-mail has an account with another password: nothing changed, no one signed in. */
  | { kind: "taken" }
  /** The sign-up or the sign-in after it was refused (a field, a limit): its error. */
  | { kind: "refused"; error: AuthFailure };

/**
 * Signs up, then in with what was typed. The server answers a sign-up for a taken e-mail as it
 * answers one for a new e-mail (same 200, no session, a made-up id), so that it tells no one
 * which e-mails have accounts; only the sign-in that follows, counted by the sign-in throttle,
 * tells the person at the keyboard. A new account's id is the one the sign-up answered; an
 * existing one's is not.
 */
export async function signUpAndSignIn(account: NewAccount): Promise<SignUpOutcome> {
  const signedUp = await authClient.signUp.email(account);
  if (signedUp.error) return { kind: "refused", error: signedUp.error };
  const signedIn = await authClient.signIn.email({
    email: account.email,
    password: account.password,
  });
  if (signedIn.error) {
    return signedIn.error.code === "INVALID_EMAIL_OR_PASSWORD"
      ? { kind: "taken" }
      : { kind: "refused", error: signedIn.error };
  }
  const userId = signedIn.data.user.id;
  return userId === signedUp.data.user.id
    ? { kind: "created", userId }
    : { kind: "existing", userId };
}

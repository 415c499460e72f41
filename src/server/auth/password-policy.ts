import { APIError, createAuthMiddleware } from "better-auth/api";
import { AUTH_ERROR_MESSAGES, MAX_NAME_LENGTH } from "#shared/staff-auth-errors.ts";
import { isCommonPassword } from "./common-passwords.ts";

/** Our own refusals, in Better Auth's error shape `{ code, message }` (pt-BR). */
type PolicyError = "PASSWORD_TOO_COMMON" | "NAME_REQUIRED" | "NAME_TOO_LONG" | "NAME_INVALID";

/** Every endpoint that sets a password, and the body field carrying it. */
const PASSWORD_FIELDS: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/** Endpoints that set the full name. */
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);

function refuse(code: PolicyError): never {
  throw new APIError("BAD_REQUEST", { code, message: AUTH_ERROR_MESSAGES[code] });
}

function checkName(name: unknown, required: boolean): void {
  if (name === undefined && !required) return;
  if (typeof name !== "string" || name.trim() === "") refuse("NAME_REQUIRED");
  if (name.length > MAX_NAME_LENGTH) refuse("NAME_TOO_LONG");
  // PostgreSQL text cannot hold NUL, and no name carries control characters.
  if (/\p{Cc}/u.test(name)) refuse("NAME_INVALID");
}

/**
 * Runs before Better Auth's endpoints (hooks.before) and sees the body as sent, before the
 * endpoint's own validation: the length rules stay Better Auth's (minPasswordLength), this adds
 * what it does not check. A password on the common list is refused wherever one is set, and
 * the full name the sign-up form asks for must really be there.
 */
export const passwordPolicy = createAuthMiddleware(async (ctx) => {
  const body: Record<string, unknown> =
    typeof ctx.body === "object" && ctx.body !== null ? ctx.body : {};
  const passwordField = PASSWORD_FIELDS[ctx.path];
  const password = passwordField ? body[passwordField] : undefined;
  if (typeof password === "string" && isCommonPassword(password)) refuse("PASSWORD_TOO_COMMON");
  if (NAME_PATHS.has(ctx.path)) checkName(body.name, ctx.path === "/sign-up/email");
});

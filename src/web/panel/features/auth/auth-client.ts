import { createAuthClient } from "better-auth/client";

/** Better Auth on the same origin, at /api/auth (sessions live in httpOnly cookies). */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
});

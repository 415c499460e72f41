import { CLIENT_ERROR_LIMITS } from "#shared/client-errors.ts";
import type { components } from "./api-schema.gen.ts";

/** A page in a render loop must not flood the server (which limits each address too). */
const MAX_REPORTS_PER_PAGE_LOAD = 5;
const reported = new Set<string>();

/**
 * Tells the server about an error the customer met (POST /api/client-errors), once per error
 * and at most a few times per page load. Fire and forget: `keepalive` lets the report out even
 * if the customer leaves; reporting never throws, whatever happens.
 */
export function reportError(error: unknown, componentStack?: string | null): void {
  try {
    const message = (error instanceof Error ? error.message : String(error)) || "Erro sem mensagem";
    const stack = error instanceof Error ? error.stack : undefined;
    // The same error thrown again (a retry, a re-render) is the same report.
    const key = `${message}\n${stack?.split("\n", 3).join("\n") ?? ""}`;
    if (reported.has(key) || reported.size >= MAX_REPORTS_PER_PAGE_LOAD) return;
    reported.add(key);
    const report: components["schemas"]["ClientErrorReport"] = {
      message: trimmed(message, CLIENT_ERROR_LIMITS.message),
      // The path alone: a query or fragment may carry a token (an order's tracking link).
      path: trimmed(window.location.pathname, CLIENT_ERROR_LIMITS.path),
      ...(stack ? { stack: trimmed(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
      ...(componentStack
        ? { componentStack: trimmed(componentStack, CLIENT_ERROR_LIMITS.componentStack) }
        : {}),
    };
    void fetch("/api/client-errors", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // Reporting must never break the page that reports.
  }
}

/** At most `max` characters, never half of a surrogate pair (the server refuses those). */
function trimmed(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max - 1).replace(/[\ud800-\udbff]$/, "")}…`;
}

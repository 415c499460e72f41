import { DEFAULT_ORDER_LIMITS, type OrderLimits, orderLimitsSchema } from "#shared/order-limits.ts";

/**
 * ORDER_LIMITS: a JSON object of OrderLimits fields, over DEFAULT_ORDER_LIMITS, for the limits
 * where staff saved none (Configurações → Limites wins). For load tests and stores behind an
 * unusual network; a value that is not valid stops the server at start, saying why.
 */
export function orderLimitsFromEnv(value: string | undefined): OrderLimits {
  if (value === undefined || value.trim() === "") return DEFAULT_ORDER_LIMITS;
  let given: unknown;
  try {
    given = JSON.parse(value);
  } catch {
    throw new Error("Invalid environment: ORDER_LIMITS must be a JSON object");
  }
  if (typeof given !== "object" || given === null || Array.isArray(given)) {
    throw new Error("Invalid environment: ORDER_LIMITS must be a JSON object");
  }
  const parsed = orderLimitsSchema.safeParse({ ...DEFAULT_ORDER_LIMITS, ...given });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ORDER_LIMITS.${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

/** What an order costs now, sent with a 409 price_changed (the checkout shows what changed). */
export interface PriceChange {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

/** The one error shape every API failure uses. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    issues?: { path: (string | number)[]; message: string }[];
    /** Only with 409 price_changed. */
    priceChange?: PriceChange;
    /** Only with 409 capacity_full: the days ("YYYY-MM-DD") that still have room. */
    openDays?: string[];
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

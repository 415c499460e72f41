import { toast } from "#web/lib/toast.ts";

/**
 * Toasts how a save went. Awaiting mutateAsync rather than passing callbacks to mutate()
 * matters here: a form remounts with the saved values as soon as they arrive, and mutate()'s
 * own callbacks never run for a component that is gone.
 */
export async function toastOutcome<T>(
  pending: Promise<T>,
  success: string | ((result: T) => string),
): Promise<T | undefined> {
  try {
    const result = await pending;
    toast.success(typeof success === "string" ? success : success(result));
    return result;
  } catch (error) {
    toast.error(error instanceof Error ? error.message : "Não foi possível salvar");
    return undefined;
  }
}

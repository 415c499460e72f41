import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * How a form shows the server's refusal of a save: each issue about one of its `fields` beside
 * that field (the first one focused), and anything else, or a refusal that names no field of
 * the form, in a toast (`fallback` when the error has no message).
 */
export function showRefusal<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "setError">,
  error: unknown,
  fields: ReadonlySet<string>,
  fallback: string,
): void {
  let besideField = false;
  if (error instanceof ApiRequestError) {
    for (const issue of error.issues ?? []) {
      const name = String(issue.path[0]);
      if (!fields.has(name)) continue;
      form.setError(
        name as Path<Values>,
        { message: issue.message },
        { shouldFocus: !besideField },
      );
      besideField = true;
    }
  }
  if (!besideField) toast.error(error instanceof Error ? error.message : fallback);
}

import {
  PIX_CONNECTION_MESSAGES,
  type PixConnection,
  pixConnectionUpdateSchema,
} from "#shared/pix-connections.ts";
import { z } from "#shared/zod-pt-br.ts";

/**
 * The form's fields as typed: every one a string, blank meaning "keep the saved one" for the
 * write-only ones (secret, key) and the certificates the view only describes. removeCa drops a
 * saved CA bundle (the system's CAs only).
 */
export interface PixConnectionFormValues {
  apiUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  certPem: string;
  keyPem: string;
  caPem: string;
  removeCa: boolean;
  pixKey: string;
}

export function formValuesOf(connection: PixConnection | null): PixConnectionFormValues {
  return {
    apiUrl: connection?.apiUrl ?? "",
    tokenUrl: connection?.tokenUrl ?? "",
    clientId: connection?.clientId ?? "",
    clientSecret: "",
    certPem: "",
    keyPem: "",
    caPem: "",
    removeCa: false,
    pixKey: connection?.pixKey ?? "",
  };
}

const blankToUndefined = (value: string) => (value.trim() === "" ? undefined : value);

/** The PUT body of the typed values: blanks left out, so the saved ones stay. */
function bodyOf(values: PixConnectionFormValues, creating: boolean) {
  const caPem = values.removeCa ? null : blankToUndefined(values.caPem);
  return {
    apiUrl: values.apiUrl,
    tokenUrl: values.tokenUrl,
    clientId: values.clientId,
    pixKey: values.pixKey,
    ...(blankToUndefined(values.clientSecret) ? { clientSecret: values.clientSecret } : {}),
    ...(blankToUndefined(values.certPem) ? { certPem: values.certPem } : {}),
    ...(blankToUndefined(values.keyPem) ? { keyPem: values.keyPem } : {}),
    ...(caPem !== undefined ? { caPem } : creating ? { caPem: null } : {}),
  };
}

const WRITE_ONCE = ["clientSecret", "certPem", "keyPem"] as const;

/**
 * The API's own schema over the body the values make (its messages land on the same field
 * names), with the secret, the certificate and the key required for a new connection.
 */
export function pixConnectionFormSchema(creating: boolean) {
  return z
    .object({
      apiUrl: z.string(),
      tokenUrl: z.string(),
      clientId: z.string(),
      clientSecret: z.string(),
      certPem: z.string(),
      keyPem: z.string(),
      caPem: z.string(),
      removeCa: z.boolean(),
      pixKey: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!creating) return;
      for (const field of WRITE_ONCE) {
        if (values[field].trim() === "") {
          ctx.addIssue({
            code: "custom",
            path: [field],
            message: PIX_CONNECTION_MESSAGES.required,
          });
        }
      }
    })
    .transform((values) => bodyOf(values, creating))
    .pipe(pixConnectionUpdateSchema);
}

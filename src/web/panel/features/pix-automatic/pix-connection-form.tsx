import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { PixConnection, PixConnectionUpdateInput } from "#shared/pix-connections.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { showRefusal } from "#web/panel/features/ui/refusal-beside-fields.ts";
import {
  formValuesOf,
  type PixConnectionFormValues,
  pixConnectionFormSchema,
} from "./connection-form-schema.ts";
import { formatDate, formatDayAndTime } from "./format.ts";

const pemClass =
  "min-h-24 w-full rounded-xl border border-ink/30 bg-white px-3 py-2 font-mono text-xs placeholder:font-sans placeholder:text-muted/80 placeholder:text-sm aria-invalid:border-red-600";

const FIELDS = new Set<keyof PixConnectionFormValues>([
  "apiUrl",
  "tokenUrl",
  "clientId",
  "clientSecret",
  "certPem",
  "keyPem",
  "caPem",
  "pixKey",
]);

/**
 * The connection's fields. The secret and the private key are write-only: blank keeps the saved
 * ones, whose placeholder says when they were set; the certificate and the CA bundle, described
 * from what is saved, also stay when left blank. A refusal of the server (a key that is not the
 * certificate's) shows beside its field.
 */
export function PixConnectionForm({
  connection,
  onSave,
  context,
}: {
  connection: PixConnection | null;
  onSave(body: PixConnectionUpdateInput): Promise<unknown>;
  /** sr-only words telling this form's fields apart from another's ("da rede"). */
  context: string;
}) {
  const creating = connection === null;
  const form = useForm<PixConnectionFormValues, unknown, PixConnectionUpdateInput>({
    resolver: zodResolver(pixConnectionFormSchema(creating)),
    defaultValues: formValuesOf(connection),
  });
  const { errors, isSubmitting } = form.formState;
  const extra = <span className="sr-only"> {context}</span>;
  const keep = connection
    ? `configurado em ${formatDayAndTime(connection.secretsUpdatedAt)}, deixe em branco para manter`
    : undefined;
  const certificate = connection?.certificate;

  const submit = form.handleSubmit(async (body) => {
    try {
      await onSave(body);
    } catch (error) {
      showRefusal(form, error, FIELDS, "Não foi possível salvar a conexão");
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={`Conexão do Pix automático ${context}`}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={<>URL da API{extra}</>}
          placeholder="https://pix.seubanco.com.br/api/v2"
          error={errors.apiUrl?.message}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.register("apiUrl")}
        />
        <FormField
          label={<>URL do token (OAuth){extra}</>}
          placeholder="https://pix.seubanco.com.br/oauth/token"
          error={errors.tokenUrl?.message}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.register("tokenUrl")}
        />
        <FormField
          label={<>Client ID{extra}</>}
          error={errors.clientId?.message}
          autoComplete="off"
          spellCheck={false}
          {...form.register("clientId")}
        />
        <FormField
          label={<>Client secret{extra}</>}
          type="password"
          placeholder={keep}
          error={errors.clientSecret?.message}
          autoComplete="new-password"
          {...form.register("clientSecret")}
        />
      </div>
      <FormField
        label={<>Certificado do cliente (PEM){extra}</>}
        hint={
          certificate
            ? `Atual: ${certificate.subject}, emitido por ${certificate.issuer}, válido até ${formatDate(certificate.validUntil)}. Deixe em branco para manter.`
            : "O arquivo .pem ou .crt que o banco enviou, inteiro."
        }
        error={errors.certPem?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register("certPem")}
            placeholder="-----BEGIN CERTIFICATE-----"
            spellCheck={false}
            className={pemClass}
          />
        )}
      </FormField>
      <FormField
        label={<>Chave privada (PEM){extra}</>}
        hint={
          connection ? undefined : "A chave do certificado, sem senha. Nunca é mostrada de novo."
        }
        error={errors.keyPem?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register("keyPem")}
            placeholder={keep ?? "-----BEGIN PRIVATE KEY-----"}
            spellCheck={false}
            autoComplete="off"
            className={pemClass}
          />
        )}
      </FormField>
      <FormField
        label={<>Cadeia de certificados do banco (opcional){extra}</>}
        hint={
          connection?.hasCa
            ? "Há uma cadeia salva; deixe em branco para mantê-la."
            : "Só se o banco pedir: os certificados que assinam o servidor dele."
        }
        error={errors.caPem?.message}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register("caPem")}
            placeholder="-----BEGIN CERTIFICATE-----"
            spellCheck={false}
            className={pemClass}
          />
        )}
      </FormField>
      {connection?.hasCa && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            {...form.register("removeCa")}
          />
          Remover a cadeia salva (usar só os certificados do sistema)
        </label>
      )}
      <FormField
        label={<>Chave Pix{extra}</>}
        hint="A chave da conta que recebe: CNPJ, e-mail, telefone com +55 ou chave aleatória."
        error={errors.pixKey?.message}
        autoComplete="off"
        spellCheck={false}
        {...form.register("pixKey")}
      />
      <Button type="submit" disabled={isSubmitting} className="self-start">
        Salvar
      </Button>
    </form>
  );
}

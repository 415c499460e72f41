import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  PIX_CITY_MAX,
  PIX_NAME_MAX,
  type PixReceiver,
  type PixReceiverInput,
  pixReceiverSchema,
} from "#shared/payment-settings.ts";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from "#shared/pix/pix-key.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Select } from "#web/components/ui/select.tsx";

const KEY_EXAMPLES: Record<PixKeyType, string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  phone: "+55 81 99999-9999",
  email: "pix@suaempresa.com.br",
  random: "00000000-0000-0000-0000-000000000000",
};

const EMPTY: PixReceiverInput = { keyType: "cnpj", key: "", merchantName: "", merchantCity: "" };

/**
 * Who receives a Pix: the key of the chosen type (checked as the server checks it: CPF and
 * CNPJ by their check digits, a phone with +55 and a DDD), and the name (≤ 25) and city (≤ 15)
 * the customer's bank shows before they pay. Used for the chain and for one store.
 */
export function PixReceiverForm({
  receiver,
  onSave,
  saving,
  submitLabel,
  context,
}: {
  receiver: PixReceiver | null;
  onSave(receiver: PixReceiver): void;
  saving: boolean;
  submitLabel: string;
  /** sr-only words telling this form's fields apart from another's ("da loja Paulista"). */
  context?: string;
}) {
  const form = useForm<PixReceiverInput, unknown, PixReceiver>({
    resolver: zodResolver(pixReceiverSchema),
    defaultValues: receiver ?? EMPTY,
  });
  const { errors } = form.formState;
  const keyType = form.watch("keyType");
  const extra = context ? <span className="sr-only"> {context}</span> : null;

  return (
    <form
      onSubmit={form.handleSubmit(onSave)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={`Recebedor Pix${context ? ` ${context}` : ""}`}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField label={<>Tipo da chave{extra}</>}>
          {(control) => (
            <Select {...control} {...form.register("keyType")}>
              {PIX_KEY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PIX_KEY_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={<>Chave Pix{extra}</>}
          error={errors.key?.message}
          placeholder={KEY_EXAMPLES[keyType] ?? ""}
          autoComplete="off"
          spellCheck={false}
          inputMode={keyType === "email" ? "email" : keyType === "random" ? "text" : "tel"}
          {...form.register("key")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={<>Nome do recebedor{extra}</>}
          hint={`Como o banco do cliente mostra; até ${PIX_NAME_MAX} caracteres (o Pix tira os acentos).`}
          error={errors.merchantName?.message}
          maxLength={PIX_NAME_MAX}
          autoComplete="off"
          {...form.register("merchantName")}
        />
        <FormField
          label={<>Cidade do recebedor{extra}</>}
          hint={`Até ${PIX_CITY_MAX} caracteres.`}
          error={errors.merchantCity?.message}
          maxLength={PIX_CITY_MAX}
          autoComplete="off"
          {...form.register("merchantCity")}
        />
      </div>
      <Button type="submit" disabled={saving} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}

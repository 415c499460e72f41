import { type FormEvent, useState } from "react";
import {
  type ContactSettings,
  contactSettingsSchema,
  MAX_PHONES,
  type ShopSettings,
} from "#shared/admin-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { useUpdateShopSettings } from "./api.ts";
import { SettingsSection } from "./settings-section.tsx";
import { toastOutcome } from "./toast-outcome.ts";

type TextFields = Omit<ContactSettings, "phones">;
type Errors = Partial<Record<keyof TextFields | `phone${number}`, string>>;

const FIELDS: { name: keyof TextFields; label: string; hint: string; type?: string }[] = [
  {
    name: "supportEmail",
    label: "E-mail de atendimento",
    hint: "Aparece no rodapé.",
    type: "email",
  },
  {
    name: "defaultWhatsapp",
    label: "WhatsApp de atendimento",
    hint: "Só dígitos: 55 + DDD + número. Usado quando não há loja próxima.",
  },
  {
    name: "ordersWhatsapp",
    label: "WhatsApp de pedidos",
    hint: "Só dígitos. Recebe os pedidos enviados pelo WhatsApp no checkout.",
  },
  {
    name: "chatUrl",
    label: "Link do chat online",
    hint: "Endereço http:// ou https://.",
    type: "url",
  },
];

/** The fields' issues by field; a phone's issue names its own field ("phone0", "phone1"…). */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const [field, index] = issue.path;
    const key =
      field === "phones" ? `phone${typeof index === "number" ? index : 0}` : String(field);
    errors[key as keyof Errors] ??= issue.message;
  }
  return errors;
}

/** Contato: the phones, e-mail, WhatsApp numbers and chat link the shop shows. */
export function ContactSection({ settings }: { settings: ShopSettings }) {
  const { contact, contactDefaults } = settings;
  const phoneCount = Math.min(MAX_PHONES, Math.max(2, contact.phones.length));
  const [phones, setPhones] = useState(() =>
    Array.from({ length: phoneCount }, (_, index) => contact.phones[index] ?? ""),
  );
  const [fields, setFields] = useState<TextFields>(() => ({
    supportEmail: contact.supportEmail,
    defaultWhatsapp: contact.defaultWhatsapp,
    ordersWhatsapp: contact.ordersWhatsapp,
    chatUrl: contact.chatUrl,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateShopSettings();
  const isDefault = JSON.stringify(contact) === JSON.stringify(contactDefaults);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty phone fields are left out; the first one is then required by the schema.
    const typed = { ...fields, phones: phones.filter((phone) => phone.trim() !== "") };
    const checked = contactSettingsSchema.safeParse(typed);
    if (!checked.success) {
      setErrors(errorsOf(checked.error.issues));
      return;
    }
    setErrors({});
    void toastOutcome(save.mutateAsync({ contact: checked.data }), "Contatos salvos");
  };

  const restoreDefaults = () =>
    toastOutcome(
      save.mutateAsync({
        contact: {
          phones: null,
          supportEmail: null,
          defaultWhatsapp: null,
          ordersWhatsapp: null,
          chatUrl: null,
        },
      }),
      "Contatos de volta ao padrão",
    );

  return (
    <SettingsSection
      title="Contato"
      description="Telefones, e-mail, WhatsApp e chat que a loja mostra aos clientes."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {phones.map((phone, index) => (
            <FormField
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, never reordered
              key={index}
              label={index === 0 ? "Telefone 1" : `Telefone ${index + 1} (opcional)`}
              value={phone}
              onChange={(event) =>
                setPhones((current) =>
                  current.map((value, at) => (at === index ? event.target.value : value)),
                )
              }
              error={errors[`phone${index}`]}
              type="tel"
              autoComplete="off"
            />
          ))}
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              hint={field.hint}
              type={field.type ?? "text"}
              value={fields[field.name]}
              onChange={(event) =>
                setFields((current) => ({ ...current, [field.name]: event.target.value }))
              }
              error={errors[field.name]}
              autoComplete="off"
              inputMode={field.type ? undefined : "numeric"}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            Salvar contatos
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={restoreDefaults}
            disabled={save.isPending || isDefault}
          >
            Restaurar padrão
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

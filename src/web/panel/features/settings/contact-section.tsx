import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ContactSettings, MAX_PHONES, type ShopSettings } from "#shared/admin-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateShopSettings } from "./api.ts";
import { contactFormSchema } from "./settings-forms.ts";

type TextFields = Omit<ContactSettings, "phones">;

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

/** Contato: the phones, e-mail, WhatsApp numbers and chat link the shop shows. */
export function ContactSection({ settings }: { settings: ShopSettings }) {
  const { contact, contactDefaults } = settings;
  const phoneCount = Math.min(MAX_PHONES, Math.max(2, contact.phones.length));
  const form = useForm({
    resolver: zodResolver(contactFormSchema),
    defaultValues: {
      ...contact,
      phones: Array.from({ length: phoneCount }, (_, index) => contact.phones[index] ?? ""),
    },
  });
  const { errors } = form.formState;
  const save = useUpdateShopSettings();
  const isDefault = JSON.stringify(contact) === JSON.stringify(contactDefaults);

  const submit = form.handleSubmit((checked) => {
    void toastOutcome(save.mutateAsync({ contact: checked }), "Contatos salvos");
  });

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
    <SectionCard
      title="Contato"
      description="Telefones, e-mail, WhatsApp e chat que a loja mostra aos clientes."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: phoneCount }, (_, index) => (
            <FormField
              // biome-ignore lint/suspicious/noArrayIndexKey: positions, never reordered
              key={index}
              label={index === 0 ? "Telefone 1" : `Telefone ${index + 1} (opcional)`}
              // "At least one phone" is the list's error: it shows under the first.
              error={
                errors.phones?.[index]?.message ??
                (index === 0 ? errors.phones?.message : undefined)
              }
              type="tel"
              autoComplete="off"
              {...form.register(`phones.${index}`)}
            />
          ))}
          {FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              hint={field.hint}
              type={field.type ?? "text"}
              error={errors[field.name]?.message}
              autoComplete="off"
              inputMode={field.type ? undefined : "numeric"}
              {...form.register(field.name)}
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
    </SectionCard>
  );
}

import { Check, Copy, Link2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { formatShopDateTime } from "#shared/shop-calendar.ts";
import { type CreatedInvitation, invitationInputSchema } from "#shared/staff-invitation-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { toast } from "#web/lib/toast.ts";
import { useAdminStores } from "#web/panel/features/stores/api.ts";
import { useCreateInvitation } from "./api.ts";
import { StoreMultiSelect } from "./store-multi-select.tsx";
import { storesPhrase } from "./team-words.ts";

/**
 * "Convidar": an e-mail and the stores; the answer is a one-time link, shown once, that HQ sends
 * the person through their own channel. Whoever opens it and accepts joins those stores' team
 * (decision 019). HQ's access is not given here: only from the shell.
 */
export function InviteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const close = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl!">
        <DialogTitle>{created ? "Convite criado" : "Convidar para a equipe"}</DialogTitle>
        <DialogDescription>
          {created
            ? "Envie o link à pessoa pelo seu canal (WhatsApp, e-mail…). Ele não aparece de novo."
            : "A pessoa recebe um link, único e de uso só uma vez; ao abri-lo, cria a conta (ou entra na sua) e aceita. Ela passa a ver e mover os pedidos, o estoque e os horários das lojas escolhidas, e nada de outras lojas."}
        </DialogDescription>
        {open &&
          (created ? (
            <InvitationLink created={created} onDone={() => close(false)} />
          ) : (
            <InviteForm onCreated={setCreated} onCancel={() => close(false)} />
          ))}
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({
  onCreated,
  onCancel,
}: {
  onCreated(created: CreatedInvitation): void;
  onCancel(): void;
}) {
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const { data: stores, isPending, isError } = useAdminStores("");
  const create = useCreateInvitation();

  const save = async () => {
    const checked = invitationInputSchema.shape.email.safeParse(email);
    if (!checked.success) {
      setEmailError(checked.error.issues[0]?.message ?? "Informe um e-mail válido");
      return;
    }
    if (storeIds.length === 0) return;
    try {
      onCreated(await create.mutateAsync({ email: checked.data, storeIds }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Não foi possível criar o convite");
    }
  };

  return (
    <form
      className="flex flex-col gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <FormField
        label="E-mail da pessoa"
        type="email"
        inputMode="email"
        autoComplete="off"
        placeholder="nome@exemplo.com"
        hint="Para você reconhecer o convite na lista; o link vale para a conta com que a pessoa o aceitar."
        value={email}
        error={emailError}
        onChange={(event) => {
          setEmail(event.target.value);
          setEmailError(undefined);
        }}
      />
      {isPending && <p role="status">Carregando lojas...</p>}
      {isError && <p role="alert">Não foi possível carregar as lojas.</p>}
      {stores && <StoreMultiSelect stores={stores} selected={storeIds} onChange={setStoreIds} />}
      {/* Always in reach, however long the store list scrolls. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-wrap justify-end gap-2 border-brand-100 border-t bg-white px-5 py-3">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button
          type="submit"
          disabled={email.trim() === "" || storeIds.length === 0 || create.isPending}
        >
          {storeIds.length > 1 ? `Convidar para as ${storeIds.length} lojas` : "Criar convite"}
        </Button>
      </div>
    </form>
  );
}

function InvitationLink({ created, onDone }: { created: CreatedInvitation; onDone(): void }) {
  const linkId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const { invitation, url } = created;
  const names = invitation.stores.map((store) => store.name ?? `loja ${store.id}`);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copiado");
    } catch {
      // No clipboard (an insecure origin, a refused permission): the link is selected to copy.
      input.current?.select();
      toast.info("Copie o link selecionado (Ctrl+C)");
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl bg-brand-50 p-3 text-sm" role="status">
        Convite para <span className="break-all font-semibold">{invitation.email}</span>, equipe{" "}
        {storesPhrase(names)}. Vale até {formatShopDateTime(invitation.expiresAt)}, uma vez só.
      </p>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={linkId}>Link do convite</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Link2
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <Input
              id={linkId}
              ref={input}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="pl-9 font-mono text-xs"
            />
          </div>
          <Button type="button" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            Copiar link
          </Button>
        </div>
      </div>
      <p className="text-muted text-xs">
        Quem abrir o link e aceitar passa a ser da equipe dessas lojas: envie-o só para a pessoa. Se
        ele se perder, revogue o convite na lista e crie outro.
      </p>
      <div className="flex justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Concluir
        </Button>
      </div>
    </div>
  );
}

import { Bike } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { COURIER_NAME_MAX_LENGTH } from "#shared/admin-orders.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import type { MovableOrder } from "./movable-order.ts";

/**
 * "Saiu para entrega": the bag has left with the courier, and only now the customer reads it.
 * The courier's name is optional; the field does not take the focus, so the tablet's keyboard
 * does not cover the board for a one-tap step.
 */
export function DispatchDialog({
  order,
  onConfirm,
  onClose,
}: {
  order: MovableOrder | null;
  onConfirm(courierName: string | undefined): void;
  onClose(): void;
}) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)
            ?.querySelector<HTMLButtonElement>("button[type=submit]")
            ?.focus();
        }}
      >
        <DialogTitle>
          Saiu para entrega: pedido {order ? formatShortNumber(order.shortNumber) : ""}
        </DialogTitle>
        <DialogDescription>
          O cliente verá que o pedido saiu para entrega. Se quiser, anote quem levou.
        </DialogDescription>
        {order && <DispatchForm key={order.id} onConfirm={onConfirm} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function DispatchForm({
  onConfirm,
  onClose,
}: {
  onConfirm(courierName: string | undefined): void;
  onClose(): void;
}) {
  const fieldId = useId();
  const [courier, setCourier] = useState("");
  const sent = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sent.current) return;
    sent.current = true;
    const name = courier.trim();
    onConfirm(name === "" ? undefined : name);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>Entregador (opcional)</Label>
        <Input
          id={fieldId}
          value={courier}
          onChange={(event) => setCourier(event.target.value)}
          maxLength={COURIER_NAME_MAX_LENGTH}
          autoComplete="off"
          placeholder="Nome de quem levou"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="lg" onClick={onClose}>
          Voltar
        </Button>
        <Button type="submit" size="lg">
          <Bike aria-hidden="true" />
          Confirmar saída
        </Button>
      </div>
    </form>
  );
}

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { PICKUP_CODE_MESSAGES } from "#shared/admin-orders.ts";
import { formatShortNumber, PICKUP_CODE_PATTERN } from "#shared/order-terms.ts";
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

interface HandOverProps {
  /** The server's refusal of the code last sent (a wrong code), shown under the field. */
  error: string | null;
  pending: boolean;
  onConfirm(pickupCode: string | undefined): void;
  onClose(): void;
}

/**
 * "Entregar o pedido #042": a pickup order is handed over only against the four digits the
 * customer shows (the server checks them); a delivery may record them if the courier asked.
 */
export function HandOverDialog({
  order,
  ...props
}: HandOverProps & { order: MovableOrder | null }) {
  return (
    <Dialog open={order !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        <DialogTitle>
          Entregar o pedido {order ? formatShortNumber(order.shortNumber) : ""}
        </DialogTitle>
        <DialogDescription>
          {order?.deliveryMethod === "pickup"
            ? "Peça ao cliente o código de retirada que aparece no pedido dele."
            : "Se o entregador pediu o código ao cliente, registre-o aqui (opcional)."}
        </DialogDescription>
        {/* A fresh field for each order. */}
        {order && (
          <HandOverForm key={order.id} pickup={order.deliveryMethod === "pickup"} {...props} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HandOverForm({
  pickup,
  error,
  pending,
  onConfirm,
  onClose,
}: HandOverProps & { pickup: boolean }) {
  const fieldId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [typed, setTyped] = useState<string | null>(null);

  // A refused code stays, selected, to be typed over.
  useEffect(() => {
    if (error) input.current?.select();
  }, [error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.trim();
    if (digits === "" && !pickup) return onConfirm(undefined);
    if (!PICKUP_CODE_PATTERN.test(digits)) {
      setTyped(digits === "" ? PICKUP_CODE_MESSAGES.required : PICKUP_CODE_MESSAGES.format);
      input.current?.focus();
      return;
    }
    setTyped(null);
    onConfirm(digits);
  };
  const message = typed ?? error;

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fieldId}>
          {pickup ? "Código de retirada" : "Código do cliente (opcional)"}
        </Label>
        <Input
          ref={input}
          id={fieldId}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 4))}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          placeholder="0000"
          autoFocus
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className="max-w-40 text-center font-bold text-2xl! tracking-[0.4em]"
        />
        {message && (
          <p id={errorId} role="alert" className="font-semibold text-red-700 text-sm">
            {message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Voltar
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Conferindo..." : "Confirmar entrega"}
        </Button>
      </div>
    </form>
  );
}

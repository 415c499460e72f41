import { Check, Copy, TimerOff } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { formatBRL } from "#shared/money.ts";
import type { OrderPaymentView } from "#shared/orders.ts";
import { Button } from "#web/components/ui/button.tsx";
import { countdownAnnouncement, formatCountdown, useTimeLeft } from "./pix-countdown.ts";

type Pix = NonNullable<OrderPaymentView["pix"]>;

/** After a copy, how long "Código copiado" stays. */
const COPIED_FOR_MS = 5000;

/**
 * The Pix to pay: the QR code, the "copia e cola" text with a copy button, the amount and the
 * time left. Loaded on its own (React.lazy): the QR library is only fetched for a Pix order.
 */
export function PixPayment({ pix, totalCents }: { pix: Pix; totalCents: number }) {
  const left = useTimeLeft(pix.expiresAt);
  const over = left <= 0;
  const amount = formatBRL(totalCents);

  return (
    <section
      className="rounded-2xl border-2 border-brand-600 bg-white p-5 shadow-sm"
      aria-labelledby="pix-heading"
      data-testid="pix-payment"
    >
      <h2 id="pix-heading" className="font-bold text-xl">
        Pague com Pix
      </h2>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <p>
          <span className="block text-muted text-sm">Valor</span>
          <span className="font-black text-3xl" data-testid="pix-amount">
            {amount}
          </span>
        </p>
        <p className="text-lg" role="timer" data-testid="pix-countdown">
          {over ? (
            "Prazo encerrado"
          ) : (
            <>
              Pague em <strong className="font-mono tabular-nums">{formatCountdown(left)}</strong>
            </>
          )}
        </p>
      </div>
      {/* Spoken once a minute (the clock above changes every second). */}
      <p className="sr-only" aria-live="polite">
        {countdownAnnouncement(left)}
      </p>

      {over ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-brand-50 p-4">
          <TimerOff className="mt-0.5 size-5 shrink-0" aria-hidden="true" />O prazo para pagar
          acabou. Em instantes esta página mostra a situação do pedido.
        </p>
      ) : (
        <div className="mt-4 grid gap-5 md:grid-cols-[auto_1fr] md:items-start">
          {/* On a phone the customer usually pays on that same phone: the code to copy first. */}
          <div className="order-last flex justify-center md:order-first">
            <QRCodeSVG
              value={pix.payload}
              size={232}
              level="M"
              marginSize={4}
              title={`QR Code do Pix de ${amount}`}
              role="img"
              aria-label={`QR Code do Pix de ${amount}`}
              className="rounded-lg border border-ink/10"
              data-testid="pix-qr"
            />
          </div>
          <div className="flex flex-col gap-3">
            <p>
              Abra o app do seu banco, escolha <strong>Pix › Pagar com QR Code</strong> ou{" "}
              <strong>Pix copia e cola</strong>.
            </p>
            <CopyCode payload={pix.payload} />
            <p className="text-muted text-sm">
              Assim que a loja confirmar o pagamento no extrato, seu pedido vai para o preparo.
            </p>
          </div>
        </div>
      )}
    </section>
  );
}

/** The copia e cola text, read-only, and a button that copies it (or selects it to copy). */
function CopyCode({ payload }: { payload: string }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<"copied" | "selected" | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = async () => {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(payload);
      setResult("copied");
      reset.current = setTimeout(() => setResult(null), COPIED_FOR_MS);
    } catch {
      // No clipboard (an old browser, or permission refused): select it for the phone's own copy.
      field.current?.focus();
      field.current?.select();
      setResult("selected");
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="pix-code" className="font-semibold">
        Pix copia e cola
      </label>
      <textarea
        id="pix-code"
        ref={field}
        readOnly
        rows={4}
        value={payload}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-none break-all rounded-xl border border-ink/30 bg-brand-50 p-3 font-mono text-xs"
        data-testid="pix-code"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar código
        </Button>
        <p role="status" className="flex items-center gap-1 font-semibold text-green-700 text-sm">
          {result === "copied" && (
            <>
              <Check className="size-4" aria-hidden="true" />
              Código copiado
            </>
          )}
          {result === "selected" && (
            <span className="text-ink">Código selecionado: copie pelo menu do seu celular.</span>
          )}
        </p>
      </div>
    </div>
  );
}

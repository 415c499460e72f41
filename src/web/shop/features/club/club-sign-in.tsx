import { type FormEvent, useState } from "react";
import { brPhoneProblem, maskBrPhone } from "#shared/br-phone.ts";
import { CLUB_CONSENT_TEXT } from "#shared/club.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { sendCode, verifyCode } from "./api.ts";

/** A quiet action that reads as a link, 44 px tall for a thumb. */
const LINK_BUTTON =
  "min-h-11 font-semibold text-brand-700 text-sm underline-offset-4 hover:underline disabled:opacity-50";

const MOBILE_ONLY = "Informe um celular com DDD, como (81) 99999-0000.";
const CODE_FORMAT = "O código tem 6 números.";
const CONSENT_MISSING = "Para receber o código, marque que aceita os termos do Clube Frosty.";

/**
 * Joining or signing in: the mobile and the consent (ticked again every time a code is asked
 * for), "Receber código", then the 6-digit code and "Entrar". A new number becomes a member on
 * "Entrar". The island shows the wallet once `onSignedIn` has read it.
 */
export function ClubSignIn({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const [phone, setPhone] = useState("");
  const [consent, setConsent] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<{ field: "phone" | "consent" | "code"; message: string }>();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function askForCode(event?: FormEvent) {
    event?.preventDefault();
    setNotice(null);
    const digits = phone.replace(/\D/g, "");
    if (brPhoneProblem(phone) !== null || digits.length !== 11) {
      setError({ field: "phone", message: MOBILE_ONLY });
      return;
    }
    if (!consent) {
      setError({ field: "consent", message: CONSENT_MISSING });
      return;
    }
    setBusy(true);
    const refused = await sendCode(phone);
    setBusy(false);
    if (refused) {
      setError({ field: codeSentTo ? "code" : "phone", message: refused });
      return;
    }
    setError(undefined);
    setCode("");
    setCodeSentTo(phone);
    if (codeSentTo) setNotice("Enviamos um novo código.");
  }

  async function enter(event: FormEvent) {
    event.preventDefault();
    if (!codeSentTo) return;
    setNotice(null);
    if (!/^\d{6}$/.test(code)) {
      setError({ field: "code", message: CODE_FORMAT });
      return;
    }
    setBusy(true);
    const refused = await verifyCode(codeSentTo, code);
    if (refused) {
      setBusy(false);
      setError({ field: "code", message: refused });
      return;
    }
    setError(undefined);
    await onSignedIn();
  }

  function changeNumber() {
    setCodeSentTo(null);
    setCode("");
    setConsent(false);
    setError(undefined);
    setNotice(null);
  }

  if (codeSentTo) {
    return (
      <form onSubmit={enter} className="flex flex-col gap-4" noValidate>
        <p>
          Enviamos um código de 6 dígitos para <strong>{codeSentTo}</strong>, por WhatsApp ou SMS.
          Ele vale por 5 minutos.
        </p>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="club-code" className="font-semibold text-sm">
            Código de 6 dígitos
          </label>
          <Input
            id="club-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
            aria-invalid={error?.field === "code" || undefined}
            aria-describedby={error?.field === "code" ? "club-code-error" : undefined}
            className="max-w-48 text-center font-bold text-xl tracking-[0.3em]"
            autoFocus
          />
          {error?.field === "code" && (
            <p id="club-code-error" className="text-red-700 text-sm" role="alert">
              {error.message}
            </p>
          )}
          {notice && (
            <p className="text-emerald-800 text-sm" role="status">
              {notice}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          Entrar
        </Button>
        <div className="flex flex-wrap gap-x-6">
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => askForCode()}
            disabled={busy}
          >
            Reenviar código
          </button>
          <button type="button" className={LINK_BUTTON} onClick={changeNumber} disabled={busy}>
            Usar outro número
          </button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={askForCode} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="club-phone" className="font-semibold text-sm">
          Seu celular (com DDD)
        </label>
        <Input
          id="club-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(81) 99999-0000"
          value={phone}
          onChange={(event) => setPhone(maskBrPhone(event.target.value))}
          aria-invalid={error?.field === "phone" || undefined}
          aria-describedby={error?.field === "phone" ? "club-phone-error" : undefined}
        />
        {error?.field === "phone" && (
          <p id="club-phone-error" className="text-red-700 text-sm" role="alert">
            {error.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-start gap-3 text-sm leading-snug">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={error?.field === "consent" || undefined}
            aria-describedby={error?.field === "consent" ? "club-consent-error" : undefined}
          />
          <span>{CLUB_CONSENT_TEXT}</span>
        </label>
        {error?.field === "consent" && (
          <p id="club-consent-error" className="text-red-700 text-sm" role="alert">
            {error.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        Receber código
      </Button>
    </form>
  );
}

import { PixAutomaticCard } from "#web/panel/features/pix-automatic-card.tsx";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { ChainMethodSwitches } from "./chain-method-switches.tsx";
import { ChainPixReceiver } from "./chain-pix-receiver.tsx";
import { usePaymentSettings } from "./payments-api.ts";
import { PixExpiryForm } from "./pix-expiry-form.tsx";

/**
 * Pagamentos (HQ): the methods the whole chain offers, the chain's Pix receiver and how long a
 * Pix waits. Each store may switch its own methods and have its own receiver (Lojas).
 */
export function PaymentsSection() {
  const { data: settings, isPending, isError } = usePaymentSettings();
  return (
    <SectionCard
      title="Pagamentos"
      description="As formas de pagamento de toda a rede. Uma forma desligada aqui fica desligada em todas as lojas; cada loja pode desligar, em Lojas, as que a rede deixa ligadas, e ter o seu próprio Pix."
    >
      {isPending && <p role="status">Carregando pagamentos...</p>}
      {isError && <p role="alert">Não foi possível carregar os pagamentos.</p>}
      {settings && (
        <>
          <ChainMethodSwitches settings={settings} />
          <ChainPixReceiver settings={settings} />
          <PixAutomaticCard scope={{ kind: "chain" }} context="da rede" />
          <PixExpiryForm key={settings.pixExpiryMinutes} settings={settings} />
        </>
      )}
    </SectionCard>
  );
}

import { ClubRulesCard } from "#web/panel/features/club/club-rules-card.tsx";
import { useShopSettings } from "#web/panel/features/settings/api.ts";
import { ContactSection } from "#web/panel/features/settings/contact-section.tsx";
import { DeliveryFeeSection } from "#web/panel/features/settings/delivery-fee-section.tsx";
import { GoalsSection } from "#web/panel/features/settings/goals-section.tsx";
import { LimitsSection } from "#web/panel/features/settings/limits-section.tsx";
import { PaymentsSection } from "#web/panel/features/settings/payments-section.tsx";
import { SchedulingRulesCard } from "#web/panel/features/settings/scheduling-rules-card.tsx";
import { StoresSection } from "#web/panel/features/stores/stores-section.tsx";

/**
 * Configurações: delivery fee, payments, order limits, Clube Frosty's rules, the encomendas'
 * rules, monthly goals, contact details and the stores.
 */
export function AdminSettingsPage() {
  const { data: settings, isPending, isError } = useShopSettings();

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="font-extrabold text-3xl">Configurações</h1>
      {isPending && <p role="status">Carregando configurações...</p>}
      {isError && <p role="alert">Não foi possível carregar as configurações.</p>}
      {settings && (
        <>
          {/* Keyed by the saved values, so a form starts over from what the server holds. */}
          <DeliveryFeeSection key={`fee-${settings.deliveryFeeCents}`} settings={settings} />
          <PaymentsSection />
          <LimitsSection />
          <ClubRulesCard />
          <SchedulingRulesCard />
          <GoalsSection
            key={`goals-${settings.monthlyGoalCents}-${settings.monthlyGoalQuantity}`}
            settings={settings}
          />
          <ContactSection key={`contact-${JSON.stringify(settings.contact)}`} settings={settings} />
        </>
      )}
      <StoresSection />
    </div>
  );
}

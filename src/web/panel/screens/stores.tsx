import { StoresSection } from "#web/panel/features/stores/stores-section.tsx";

/**
 * Lojas e horários: each store's open/closed switch and weekly hours. HQ sees every store; store
 * staff see only theirs (the API keeps to their stores).
 */
export function AdminStoresPage() {
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <h1 className="font-extrabold text-3xl">Lojas e horários</h1>
      <StoresSection />
    </div>
  );
}

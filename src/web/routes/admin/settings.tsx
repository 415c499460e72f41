export function AdminSettingsPage() {
  return (
    <div>
      <h1 className="font-extrabold text-3xl">Configurações</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

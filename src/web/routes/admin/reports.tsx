export function AdminReportsPage() {
  return (
    <div>
      <h1 className="font-extrabold text-3xl">Relatórios</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

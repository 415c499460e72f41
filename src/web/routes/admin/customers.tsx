export function AdminCustomersPage() {
  return (
    <div>
      <h1 className="font-extrabold text-3xl">Clientes</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

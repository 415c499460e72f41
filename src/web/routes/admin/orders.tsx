export function AdminOrdersPage() {
  return (
    <div>
      <h1 className="font-extrabold text-3xl">Pedidos</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

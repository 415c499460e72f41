export function AdminMarketingPage() {
  return (
    <div>
      <h1 className="font-extrabold text-3xl">Marketing</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

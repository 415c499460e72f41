/** Marks a customer whose first order falls in this month (the dashboard's "novos"). */
export function NewCustomerBadge() {
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 font-bold text-green-900 text-xs">
      Novo
    </span>
  );
}

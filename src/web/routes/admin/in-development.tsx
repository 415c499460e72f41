import { useLocation } from "react-router";
import { ADMIN_SECTIONS } from "../../features/admin/admin-nav.tsx";

/** Sections the operations work has not filled yet. */
export function InDevelopmentPage() {
  const { pathname } = useLocation();
  const section = ADMIN_SECTIONS.find((candidate) => candidate.to === pathname);
  return (
    <div>
      <h1 className="font-extrabold text-3xl">{section?.label ?? "Painel"}</h1>
      <p className="mt-4 text-muted">Em desenvolvimento...</p>
    </div>
  );
}

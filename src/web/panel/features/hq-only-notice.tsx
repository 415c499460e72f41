import { Building2 } from "lucide-react";
import { Link } from "react-router";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { workplaceLabel } from "./staff-workplace.tsx";

export const HQ_ONLY_TITLE = "Somente a sede";

/**
 * What store staff see at the address of a screen only HQ may use (a link someone shared, an
 * old bookmark): what happened and where to go, instead of a screen whose data would be refused.
 */
export function HqOnlyNotice({ access, screen }: { access: StaffAccess; screen: string }) {
  return (
    <section
      aria-labelledby="hq-only-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-2xl bg-white p-8 text-center shadow-sm"
    >
      <Building2 className="size-10 text-brand-700" aria-hidden="true" />
      <h1 id="hq-only-title" className="font-extrabold text-2xl">
        {HQ_ONLY_TITLE}
      </h1>
      <p>
        A tela <strong>{screen}</strong> é usada só pela sede da rede. Você trabalha em{" "}
        <strong>{workplaceLabel(access)}</strong>: os pedidos, os números e os horários das suas
        lojas estão no menu.
      </p>
      <p className="text-muted text-sm">Precisa desta tela? Fale com a sede da rede.</p>
      <Link to="/admin/pedidos" className={buttonVariants()}>
        Ir para os pedidos
      </Link>
    </section>
  );
}

import { ExternalLink } from "lucide-react";
import { cn } from "#web/lib/utils.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";

/** The shop's pages in the header's bar (from md) and in the phone's drawer. */
export const NAV = [
  { to: "/", label: "Início" },
  { to: "/cardapio", label: "Picolés" },
  { to: "/sobre", label: "Quem Somos" },
] as const;

/** Clube Frosty: an icon in the header from md (the bar has no room for its name), a link in the drawer. */
export const CLUB = { to: "/clube", label: "Clube Frosty" } as const;

/** Beside the cart on every width; in the drawer after the pages. */
export const MY_ORDERS = { to: "/pedidos", label: "Meus pedidos" } as const;

/** The link's props for the page at `current`: the page's own link is marked as current. */
export function navLinkProps(to: string, current: string, className?: string) {
  const isCurrent = to === current;
  return {
    href: to,
    "aria-current": isCurrent ? ("page" as const) : undefined,
    className: cn(
      "whitespace-nowrap font-semibold hover:text-brand-700",
      isCurrent ? "text-brand-700" : "text-ink",
      className,
    ),
  };
}

/** "Seja Revendedor": the reseller programme's site, in a new tab. */
export function ResellerLink({ className }: { className?: string }) {
  const { site } = useCatalog();
  return (
    <a
      href={site.resellerUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn("inline-flex items-center gap-1", className)}
    >
      Seja Revendedor
      <ExternalLink className="size-3.5" aria-hidden="true" />
      <span className="sr-only">(abre em nova aba)</span>
    </a>
  );
}

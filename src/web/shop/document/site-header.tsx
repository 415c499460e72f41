import { BadgePercent, ReceiptText } from "lucide-react";
import { Logo } from "#web/components/logo.tsx";
import { CartLinkIsland } from "#web/shop/islands/cart-link.tsx";
import { MobileMenuIsland } from "#web/shop/islands/mobile-menu.tsx";
import { StoreButtonIsland } from "#web/shop/islands/store-button.tsx";
import { usePagePath } from "./page-path.ts";
import { CLUB, MY_ORDERS, NAV, navLinkProps, ResellerLink } from "./site-nav.tsx";

/**
 * The orders placed or followed in this browser. An icon beside the cart on phones and tablets
 * (the header has no room for words there), with its name from wide screens (xl) on.
 */
function MyOrdersLink({ current }: { current: string }) {
  const isCurrent = current === MY_ORDERS.to;
  return (
    <a
      href={MY_ORDERS.to}
      aria-label={MY_ORDERS.label}
      aria-current={isCurrent ? "page" : undefined}
      className={`inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-2.5 font-semibold hover:bg-brand-50 hover:text-brand-700 xl:px-3 ${isCurrent ? "text-brand-700" : "text-ink"}`}
    >
      <ReceiptText className="size-6" aria-hidden="true" />
      <span className="hidden xl:inline" aria-hidden="true">
        {MY_ORDERS.label}
      </span>
    </a>
  );
}

/**
 * Clube Frosty, an icon: beside "Meus pedidos" from lg on, beside the store's row on tablets (the
 * bar has no room for it there), and in the drawer on phones (whose icon group keeps its width
 * from the first paint).
 */
function ClubLink({ current, className }: { current: string; className: string }) {
  const isCurrent = current === CLUB.to;
  return (
    <a
      href={CLUB.to}
      aria-label={CLUB.label}
      title={CLUB.label}
      aria-current={isCurrent ? "page" : undefined}
      className={`size-11 shrink-0 place-items-center rounded-full hover:bg-brand-50 hover:text-brand-700 ${className} ${isCurrent ? "text-brand-700" : "text-ink"}`}
    >
      <BadgePercent className="size-6" aria-hidden="true" />
    </a>
  );
}

/**
 * Every shop page's header, rendered by the server (the page's own link marked as current):
 * plain HTML but for its islands, the store button (two copies), the cart link and the
 * phone's menu button (hydrated on first use).
 */
export function SiteHeader() {
  const current = usePagePath();
  return (
    <header className="sticky top-0 z-30 border-brand-100 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <a href="/" aria-label="Frosty — página inicial" className="shrink-0">
          <Logo />
        </a>
        <nav aria-label="Principal" className="ml-6 hidden items-center gap-6 md:flex">
          {NAV.map((item) => (
            <a key={item.to} {...navLinkProps(item.to, current)}>
              {item.label}
            </a>
          ))}
          <ResellerLink className="whitespace-nowrap font-semibold hover:text-brand-700" />
        </nav>
        {/* Below md the group is three 44 px icons, and as wide from the first paint: a slow
            page's HTML paints as it arrives, and a group that grew as its icons came in would
            push the first ones aside (a layout shift). */}
        <div className="ml-auto flex w-[140px] min-w-0 items-center gap-1 sm:w-[148px] sm:gap-2 md:w-auto">
          <StoreButtonIsland />
          <ClubLink current={current} className="hidden lg:grid" />
          <MyOrdersLink current={current} />
          <CartLinkIsland />
          <MobileMenuIsland current={current} />
        </div>
      </div>
      <div className="flex items-center gap-2 border-brand-100 border-t px-4 py-2 lg:hidden">
        <div className="min-w-0 flex-1">
          <StoreButtonIsland row />
        </div>
        <ClubLink current={current} className="hidden md:grid lg:hidden" />
      </div>
    </header>
  );
}

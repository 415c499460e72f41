import { ExternalLink, Menu, ReceiptText, ShoppingCart, Store } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { NavLink } from "react-router";
import { cartItemCount } from "#shared/cart.ts";
import { Logo } from "#web/components/logo.tsx";
import { cn } from "#web/lib/utils.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";
import { CartLinkIsland } from "#web/shop/islands/cart-link.tsx";

const NAV = [
  { to: "/", label: "Início" },
  { to: "/cardapio", label: "Picolés" },
  { to: "/sobre", label: "Quem Somos" },
];

const MY_ORDERS = { to: "/pedidos", label: "Meus pedidos" };

/**
 * The chosen store: "Retirar em …" once the customer chose pickup at the checkout, else only its
 * name (a delivery is not collected there; before the choice, the checkout starts on delivery).
 */
function StoreButton({ className }: { className?: string }) {
  const store = useCartStore((state) => state.selectedStore);
  const method = useCartStore((state) => state.deliveryMethod);
  const openPicker = useStorePicker((state) => state.setOpen);
  return (
    <button
      type="button"
      onClick={() => openPicker(true)}
      className={cn(
        "inline-flex min-w-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-2 font-semibold text-sm hover:border-brand-600",
        className,
      )}
    >
      <Store className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="truncate">
        {store && method !== "pickup" && <span className="sr-only">Loja: </span>}
        {store ? `${method === "pickup" ? "Retirar em " : ""}${store.name}` : "Escolher loja"}
      </span>
    </button>
  );
}

/**
 * The orders placed or followed in this browser. An icon beside the cart on phones and tablets
 * (the header has no room for words there), with its name from wide screens (xl) on.
 */
function MyOrdersLink() {
  return (
    <NavLink
      to={MY_ORDERS.to}
      aria-label={MY_ORDERS.label}
      className={({ isActive }) =>
        cn(
          "inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-2.5 font-semibold hover:bg-brand-50 hover:text-brand-700 xl:px-3",
          isActive ? "text-brand-700" : "text-ink",
        )
      }
    >
      <ReceiptText className="size-6" aria-hidden="true" />
      <span className="hidden xl:inline" aria-hidden="true">
        {MY_ORDERS.label}
      </span>
    </NavLink>
  );
}

function ResellerLink({ className }: { className?: string }) {
  const data = useCatalog();
  return (
    <a
      href={data?.site.resellerUrl ?? "#"}
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

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap font-semibold hover:text-brand-700",
    isActive ? "text-brand-700" : "text-ink",
  );

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-brand-100 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <a href="/" aria-label="Frosty — página inicial" className="shrink-0">
          <Logo />
        </a>
        <nav aria-label="Principal" className="ml-6 hidden items-center gap-6 md:flex">
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <ResellerLink className="whitespace-nowrap font-semibold hover:text-brand-700" />
        </nav>
        {/* Below md the group is three 44 px icons, and as wide from the first paint: a slow
            page's HTML paints as it arrives, and a group that grew as its icons came in would
            push the first ones aside (a layout shift). */}
        <div className="ml-auto flex w-[140px] min-w-0 items-center gap-1 sm:w-[148px] sm:gap-2 md:w-auto">
          <StoreButton className="hidden! max-w-64 lg:inline-flex!" />
          <MyOrdersLink />
          <CartLinkIsland />
          <MobileMenu />
        </div>
      </div>
      <div className="border-brand-100 border-t px-4 py-2 lg:hidden">
        <StoreButton className="w-full justify-center" />
      </div>
    </header>
  );
}

// The drawer (and the dialog code under it) downloads the first time it opens.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import("./mobile-menu-drawer.tsx")).MobileMenuDrawer,
}));

function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="grid size-11 place-items-center rounded-full hover:bg-brand-50 md:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            nav={[...NAV, MY_ORDERS]}
            navLinkClass={navLinkClass}
            reseller={<ResellerLink className="rounded-xl px-3 py-3 font-semibold text-lg" />}
          />
        </Suspense>
      )}
    </>
  );
}

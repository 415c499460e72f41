import {
  Activity,
  BarChart3,
  ClipboardCheck,
  IceCreamCone,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Settings,
  ShoppingBag,
  Store,
  UserCog,
  Users,
} from "lucide-react";
import { useEffect } from "react";
import { NavLink, useLocation } from "react-router";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { toast } from "#web/lib/toast.ts";
import { signOutOfPanel } from "#web/panel/features/auth/signing-out.ts";
import { useUnseenOrders } from "#web/panel/features/orders/api.ts";
import { NewOrdersBadge } from "#web/panel/features/orders/new-orders-badge.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";

/**
 * Who may open a screen, as its API allows (staff-route.ts on the server): `hq` only the chain's
 * HQ; `stores` HQ and store staff (each sees their own stores). Opening a screen to store staff
 * is one word here, once its API is scoped: the menu shows it and the panel lets it open.
 */
export type SectionAccess = "hq" | "stores";

export const ADMIN_SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard, access: "stores" },
  { to: "/admin/lojas-ao-vivo", label: "Lojas ao vivo", icon: Activity, access: "hq" },
  { to: "/admin/produtos", label: "Picolés", icon: IceCreamCone, access: "hq" },
  { to: "/admin/pedidos", label: "Pedidos", icon: ShoppingBag, access: "stores" },
  { to: "/admin/abertura", label: "Abertura da loja", icon: ClipboardCheck, access: "stores" },
  { to: "/admin/lojas", label: "Lojas e horários", icon: Store, access: "stores" },
  { to: "/admin/clientes", label: "Clientes", icon: Users, access: "hq" },
  { to: "/admin/relatorios", label: "Relatórios", icon: BarChart3, access: "stores" },
  { to: "/admin/marketing", label: "Marketing", icon: Megaphone, access: "hq" },
  { to: "/admin/equipe", label: "Equipe", icon: UserCog, access: "hq" },
  { to: "/admin/configuracoes", label: "Configurações", icon: Settings, access: "hq" },
] as const satisfies readonly {
  to: string;
  label: string;
  icon: unknown;
  access: SectionAccess;
}[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function mayOpen(access: StaffAccess, section: { access: SectionAccess }): boolean {
  return access.hq || section.access === "stores";
}

/** The menu's entries this staff member may open, in the menu's order. */
export function sectionsFor(access: StaffAccess): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => mayOpen(access, section));
}

/** The section a panel path belongs to (the longest match: /admin/pedidos/ORD-1 is Pedidos). */
export function sectionOf(pathname: string): AdminSection | undefined {
  return ADMIN_SECTIONS.filter(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  ).sort((a, b) => b.to.length - a.to.length)[0];
}

const PANEL_TITLE = "Frosty Admin";

/**
 * The tab's title of a panel address: the screen's name first, so tabs and history tell the
 * screens apart ("Picolés — Frosty Admin"); Pedidos counts the orders nobody has opened yet.
 */
export function adminTitle(pathname: string, unseenOrders = 0): string {
  const section = sectionOf(pathname);
  if (!section) return PANEL_TITLE;
  const count = section.to === "/admin/pedidos" && unseenOrders > 0 ? `(${unseenOrders}) ` : "";
  return `${count}${section.label} — ${PANEL_TITLE}`;
}

/**
 * Keeps the tab's title on the screen shown (only once the guard has passed: it reads the
 * unseen orders, as the menu's badge does, from the same query).
 */
export function useAdminTitle(): void {
  const { pathname } = useLocation();
  const unseen = useUnseenOrders().data?.unseenCount ?? 0;
  useEffect(() => {
    document.title = adminTitle(pathname, unseen);
  }, [pathname, unseen]);
}

/** The sidebar's entries and 'Sair'; `collapsed` shows icons only (labels stay for readers). */
export function AdminNav({
  access,
  collapsed = false,
  onNavigate,
}: {
  access: StaffAccess;
  collapsed?: boolean;
  onNavigate?(): void;
}) {
  // Once out, the layout leaves for /login (this menu is gone by then).
  const signOut = async () => {
    if (!(await signOutOfPanel())) toast.error("Erro ao sair", { description: "Tente novamente." });
  };

  const item = "flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-sm";
  return (
    <nav aria-label="Painel administrativo" className="flex flex-1 flex-col gap-1">
      {sectionsFor(access).map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          title={collapsed ? label : undefined}
          className={({ isActive }) =>
            cn(
              item,
              "relative",
              isActive ? "bg-brand-600 text-white" : "text-ink hover:bg-brand-50",
            )
          }
        >
          <Icon className="size-5 shrink-0" aria-hidden="true" />
          <span className={cn(collapsed && "sr-only")}>{label}</span>
          {to === "/admin/pedidos" && <NewOrdersBadge collapsed={collapsed} />}
        </NavLink>
      ))}
      <button
        type="button"
        onClick={signOut}
        title={collapsed ? "Sair" : undefined}
        className={cn(item, "mt-auto text-ink hover:bg-brand-50")}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && "sr-only")}>Sair</span>
      </button>
    </nav>
  );
}

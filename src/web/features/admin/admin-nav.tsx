import {
  BarChart3,
  IceCreamCone,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Settings,
  ShoppingBag,
  Users,
} from "lucide-react";
import { NavLink, useNavigate } from "react-router";
import { authClient } from "#web/features/auth/auth-client.ts";
import { toast } from "#web/lib/toast.ts";
import { cn } from "#web/lib/utils.ts";
import { NewOrdersBadge } from "./orders/new-orders-badge.tsx";

export const ADMIN_SECTIONS = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/produtos", label: "Picolés", icon: IceCreamCone },
  { to: "/admin/pedidos", label: "Pedidos", icon: ShoppingBag },
  { to: "/admin/clientes", label: "Clientes", icon: Users },
  { to: "/admin/relatorios", label: "Relatórios", icon: BarChart3 },
  { to: "/admin/marketing", label: "Marketing", icon: Megaphone },
  { to: "/admin/configuracoes", label: "Configurações", icon: Settings },
] as const;

/** The sidebar's entries and 'Sair'; `collapsed` shows icons only (labels stay for readers). */
export function AdminNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?(): void;
}) {
  const navigate = useNavigate();

  const signOut = async () => {
    const { error } = await authClient.signOut().catch(() => ({ error: true }));
    if (error) {
      toast.error("Erro ao sair", { description: "Tente novamente." });
      return;
    }
    navigate("/login");
  };

  const item = "flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold text-sm";
  return (
    <nav aria-label="Painel administrativo" className="flex flex-1 flex-col gap-1">
      {ADMIN_SECTIONS.map(({ to, label, icon: Icon }) => (
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

import { CalendarClock, ListTodo } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "#web/panel/features/ui/cn.ts";

const VIEWS = [
  { to: "/admin/pedidos", label: "Ao vivo", icon: ListTodo },
  { to: "/admin/pedidos/agendados", label: "Agendados", icon: CalendarClock },
] as const;

/** "Ao vivo" (the board) and "Agendados" (what is coming): the two views of Pedidos. */
export function OrderViews() {
  return (
    <nav aria-label="Visões dos pedidos" className="flex gap-1 rounded-xl bg-ink/5 p-1">
      {VIEWS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn(
              "flex min-h-11 items-center gap-2 rounded-lg px-4 font-bold text-sm",
              isActive ? "bg-white text-brand-800 shadow-sm" : "text-muted hover:text-ink",
            )
          }
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </NavLink>
      ))}
    </nav>
  );
}

import { useContext } from "react";
import { StaffSessionContext } from "#web/panel/features/staff-session-context.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { useUnseenOrders } from "./api.ts";
import { useOrderEvents } from "./use-order-events.ts";

/**
 * The number of orders nobody has opened yet, beside 'Pedidos' in the admin menu. The menu is
 * on every admin page, so this is also where the panel listens for new orders.
 */
export function NewOrdersBadge({ collapsed = false }: { collapsed?: boolean }) {
  useOrderEvents(useContext(StaffSessionContext)?.access.stores);
  const { data } = useUnseenOrders();
  const count = data?.unseenCount ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="new-orders-badge"
      className={cn(
        "min-w-5 rounded-full bg-amber-400 px-1.5 text-center font-bold text-ink text-xs leading-5",
        collapsed ? "absolute top-1 right-1" : "ml-auto",
      )}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only">{count === 1 ? " novo" : " novos"}</span>
    </span>
  );
}

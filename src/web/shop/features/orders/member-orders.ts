import { useEffect } from "react";
import { api } from "#web/lib/api-client.ts";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { clubMemberHere } from "#web/shop/features/club/member-here.ts";

/**
 * A Clube Frosty member's orders follow them to any device: once the page runs, the orders
 * their session placed (GET /api/orders/mine) join this browser's "Meus pedidos", with the
 * access and owner proof the device that placed them keeps. For anyone else the list stays
 * this browser's own.
 */
export function useMemberOrders(enabled: boolean): void {
  const orderFollowed = useCartStore((state) => state.orderFollowed);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void (async () => {
      if (!(await clubMemberHere())) return;
      const { orders } = await api("get", "/api/orders/mine");
      if (!live) return;
      for (const order of orders) orderFollowed(order);
      // Signed out meanwhile (401), or offline: this browser's list is all there is to show.
    })().catch(() => {});
    return () => {
      live = false;
    };
  }, [enabled, orderFollowed]);
}

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { addToCart, type CartItem, setCartQuantity } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import type { OrderView } from "#shared/orders.ts";

/** The shop's client state, persisted in localStorage under 'frosty-cart' (SPEC §3). */
interface CartState {
  items: CartItem[];
  orders: OrderView[];
  selectedStore: CatalogStore | null;
  addItem(item: CartItem): void;
  setQuantity(lineKey: string, quantity: number): void;
  clear(): void;
  /** The order the server stored: it joins the orders list and the cart empties. */
  orderPlaced(order: OrderView): void;
  /** Keeps a stored order in step with the server's copy (status changes). */
  orderUpdated(order: OrderView): void;
  selectStore(store: CatalogStore): void;
}

export const CART_STORAGE_KEY = "frosty-cart";

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      orders: [],
      selectedStore: null,
      addItem: (item) => set((state) => ({ items: addToCart(state.items, item) })),
      setQuantity: (lineKey, quantity) =>
        set((state) => ({ items: setCartQuantity(state.items, lineKey, quantity) })),
      clear: () => set({ items: [] }),
      orderPlaced: (order) =>
        set((state) => ({
          items: [],
          orders: [...state.orders.filter((o) => o.id !== order.id), order],
        })),
      orderUpdated: (order) =>
        set((state) => ({ orders: state.orders.map((o) => (o.id === order.id ? order : o)) })),
      selectStore: (store) => set({ selectedStore: store }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, orders, selectedStore }) => ({ items, orders, selectedStore }),
    },
  ),
);

import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { addToCart, type CartItem, setCartQuantity } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { CustomerOrderView } from "#shared/orders.ts";

/**
 * The shop's client state, persisted in localStorage under 'frosty-cart'. It is one
 * cart for every tab of the browser: each change is made to what localStorage holds at that
 * moment, and a tab takes up what another tab saved as soon as the browser tells it.
 */
interface CartState {
  items: CartItem[];
  /** Placed here (with their owner proof) or followed here through a tracking link. */
  orders: CustomerOrderView[];
  selectedStore: CatalogStore | null;
  /** Delivery or pickup, as last chosen at the checkout; null until then. */
  deliveryMethod: DeliveryMethod | null;
  addItem(item: CartItem): void;
  setQuantity(lineKey: string, quantity: number): void;
  clear(): void;
  /** The order the server stored: it joins the orders list and the cart empties. */
  orderPlaced(order: CustomerOrderView): void;
  /** Keeps a stored order in step with the server's copy (status changes). */
  orderUpdated(order: CustomerOrderView): void;
  /**
   * An order followed here (its tracking link opened): kept in step if this browser has it,
   * else added to the orders list ("Meus pedidos"), in the order orders were placed.
   */
  orderFollowed(order: CustomerOrderView): void;
  selectStore(store: CatalogStore): void;
  chooseDeliveryMethod(method: DeliveryMethod): void;
}

type PersistedCart = Pick<CartState, "items" | "orders" | "selectedStore" | "deliveryMethod">;
/** What a change to the cart reads again from storage first. */
type StoredCart = Omit<PersistedCart, "deliveryMethod">;

export const CART_STORAGE_KEY = "frosty-cart";
const CART_STORAGE_VERSION = 1;

/**
 * What localStorage holds now, which another tab may have written since this one last read
 * it; null when nothing readable of this version is stored (then this tab's own copy stands,
 * as persist does on loading).
 */
function storedCart(): StoredCart | null {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (raw === null) return null;
    const { state, version } = JSON.parse(raw) as {
      state?: Partial<PersistedCart>;
      version?: number;
    };
    if (version !== CART_STORAGE_VERSION || !state) return null;
    if (!Array.isArray(state.items) || !Array.isArray(state.orders)) return null;
    // deliveryMethod left out: a change to the cart keeps this tab's (the storage event
    // brings another tab's).
    return { items: state.items, orders: state.orders, selectedStore: state.selectedStore ?? null };
  } catch {
    return null;
  }
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => {
      /**
       * Read, change, write in one synchronous step: the change applies to what is stored now
       * (localStorage is synchronous and shared by the tabs), so a tab that has not yet heard of
       * another tab's write keeps it instead of saving its older copy over it.
       */
      const update = (change: (state: StoredCart) => Partial<PersistedCart>) =>
        set((state) => {
          const current = storedCart() ?? state;
          return { ...current, ...change(current) };
        });
      return {
        items: [],
        orders: [],
        selectedStore: null,
        deliveryMethod: null,
        addItem: (item) => update((state) => ({ items: addToCart(state.items, item) })),
        setQuantity: (lineKey, quantity) =>
          update((state) => ({ items: setCartQuantity(state.items, lineKey, quantity) })),
        clear: () => update(() => ({ items: [] })),
        orderPlaced: (order) =>
          update((state) => ({
            items: [],
            orders: [...state.orders.filter((o) => o.id !== order.id), order],
          })),
        orderUpdated: (order) =>
          update((state) => ({
            orders: state.orders.map((o) => (o.id === order.id ? order : o)),
          })),
        orderFollowed: (order) =>
          update((state) => ({
            orders: state.orders.some((o) => o.id === order.id)
              ? state.orders.map((o) => (o.id === order.id ? order : o))
              : [...state.orders, order].sort(
                  (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
                ),
          })),
        selectStore: (store) => update(() => ({ selectedStore: store })),
        chooseDeliveryMethod: (method) => update(() => ({ deliveryMethod: method })),
      };
    },
    {
      name: CART_STORAGE_KEY,
      version: CART_STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, orders, selectedStore, deliveryMethod }): PersistedCart => ({
        items,
        orders,
        selectedStore,
        deliveryMethod,
      }),
    },
  ),
);

/**
 * Another tab saved the cart (the browser tells every other tab of the same origin): take it up
 * here too. Reloading from storage only sets this tab's state; it writes nothing back, so tabs
 * do not echo each other's events.
 */
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    if (event.storageArea !== window.localStorage) return;
    void useCartStore.persist.rehydrate();
  });
  // A page back from the back/forward cache heard nothing while it was kept there (a product
  // added since, an order placed): it reads the cart again.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void useCartStore.persist.rehydrate();
  });
}

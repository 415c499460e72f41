import { useEffect } from "react";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { useStorePicker } from "#web/shop/features/store-picker/store-picker-state.ts";
import { island } from "#web/shop/hydration/island.tsx";

/** With no store chosen, the home page opens the picker by itself after 1000 ms. */
const PICKER_AUTO_OPEN_MS = 1000;

interface WantNowProps {
  label: string;
  /** The button's classes, worked out by the server (no class helpers in the browser). */
  className: string;
  /** The one button of the page that opens the picker by itself when no store is chosen. */
  autoOpenPicker?: boolean;
}

/**
 * The home page's call to action: to the menu once a store is chosen, else the store picker
 * first (the menu's prices and stock depend on it).
 */
export default function WantNow({ label, className, autoOpenPicker = false }: WantNowProps) {
  const hasStore = useCartStore((state) => state.selectedStore !== null);
  const openPicker = useStorePicker((state) => state.setOpen);

  useEffect(() => {
    if (!autoOpenPicker || hasStore) return;
    const timer = setTimeout(() => openPicker(true), PICKER_AUTO_OPEN_MS);
    return () => clearTimeout(timer);
  }, [autoOpenPicker, hasStore, openPicker]);

  const wantNow = () => {
    // Read now, not from the render: the store may have been chosen a moment ago.
    if (useCartStore.getState().selectedStore) window.location.assign("/cardapio");
    else openPicker(true);
  };

  return (
    <button type="button" className={className} onClick={wantNow}>
      {label}
    </button>
  );
}

export const WantNowIsland = island("want-now", WantNow);

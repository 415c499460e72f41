import { create } from "zustand";

interface StorePickerState {
  open: boolean;
  /** Whether it has ever opened on this page (its code loads then). */
  everOpened: boolean;
  /** What had the focus when the picker opened, to give it back on close. */
  returnFocusTo: HTMLElement | null;
  setOpen(open: boolean): void;
}

/**
 * Whether the store picker is open. Any island opens it (the header's store button, the home
 * page, the product, the cart, the checkout): the dialog's code loads and mounts the first time
 * (open-store-picker.ts, which the header's store button brings to every page).
 */
export const useStorePicker = create<StorePickerState>()((set) => ({
  open: false,
  everOpened: false,
  returnFocusTo: null,
  setOpen: (open) =>
    set(
      open
        ? {
            open,
            everOpened: true,
            returnFocusTo:
              document.activeElement instanceof HTMLElement ? document.activeElement : null,
          }
        : { open },
    ),
}));

import { create } from "zustand";

interface StorePickerState {
  open: boolean;
  /** What had the focus when the picker opened, to give it back on close. */
  returnFocusTo: HTMLElement | null;
  setOpen(open: boolean): void;
}

/** Whether the store picker is open; the header, the home hero and the checkout open it. */
export const useStorePicker = create<StorePickerState>()((set) => ({
  open: false,
  returnFocusTo: null,
  setOpen: (open) =>
    set(
      open
        ? {
            open,
            returnFocusTo:
              document.activeElement instanceof HTMLElement ? document.activeElement : null,
          }
        : { open },
    ),
}));

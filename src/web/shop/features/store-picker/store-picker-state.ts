import { create } from "zustand";

interface StorePickerState {
  open: boolean;
  /** Whether it has ever opened on this page (its code loads then). */
  everOpened: boolean;
  /** What had the focus when the picker opened, to give it back on close. */
  returnFocusTo: HTMLElement | null;
  setOpen(open: boolean): void;
}

/** Whether the store picker is open; the header, the home hero and the checkout open it. */
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

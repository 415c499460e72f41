import { create } from "zustand";

/** Whether the store picker is open; the header, the home hero and the checkout open it. */
export const useStorePicker = create<{ open: boolean; setOpen(open: boolean): void }>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

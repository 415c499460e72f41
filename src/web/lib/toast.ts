import type { ComponentType } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/**
 * The shop's toasts, with sonner loaded the first time one is shown: sonner (~9 KB gzipped) is
 * not part of any page's first load (DESIGN.md §7). The Toaster mounts with that first toast
 * (see <ToasterSlot>) and stays mounted, so later toasts, and toasts that survive a redirect,
 * behave exactly as sonner's.
 */
type Sonner = typeof import("sonner");
type Listener = () => void;

let loading: Promise<Sonner> | undefined;
let mountedToaster: ComponentType<ToasterProps> | undefined;
const listeners = new Set<Listener>();
let toasterMounted: (() => void) | undefined;

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then(async (sonner) => {
    const mounted = new Promise<void>((resolve) => {
      toasterMounted = resolve;
    });
    mountedToaster = sonner.Toaster;
    for (const listener of listeners) listener();
    await mounted;
    return sonner;
  });
  return loading;
}

type Show = (message: string, options?: ExternalToast) => void;

function show(kind: "success" | "error" | "info" | "message"): Show {
  return (message, options) => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  message: show("message"),
};

/** For <ToasterSlot>: the Toaster once sonner has loaded, and a way to hear when it does. */
export const toasterStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => mountedToaster,
  /** Called after the Toaster's own effects ran: it now listens, so toasts can go out. */
  mounted: () => toasterMounted?.(),
};

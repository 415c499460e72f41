import type { ComponentType, ReactNode } from "react";
import type { ExternalToast, ToasterProps } from "sonner";
import { withRetries } from "./retry-import.ts";

/**
 * The shop's toasts, with sonner loaded the first time one is shown: sonner (~9 KB gzipped) is
 * not part of any page's first load (docs/architecture.md §6). The Toaster mounts with that first
 * toast (see <ToasterSlot>) and stays mounted, so later toasts, and toasts that survive a redirect,
 * behave exactly as sonner's. A load that fails is tried again (now, and with the next toast),
 * and meanwhile the message is shown inline by <ToasterSlot>: it still reaches the customer.
 */
type Sonner = typeof import("sonner");
export type ToastKind = "success" | "error" | "info" | "message";

/** A message whose toast could not load, shown by <ToasterSlot> without sonner. */
export interface InlineToast {
  id: number;
  kind: ToastKind;
  message: string;
  description?: ReactNode;
}

export interface ToasterState {
  Toaster?: ComponentType<ToasterProps>;
  inline: readonly InlineToast[];
}

let state: ToasterState = { inline: [] };
let loading: Promise<Sonner> | undefined;
let toasterMounted: (() => void) | undefined;
let lastId = 0;
const listeners = new Set<() => void>();

function update(next: Partial<ToasterState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function loadSonner(): Promise<Sonner> {
  loading ??= withRetries(() => import("sonner")).then(
    async (sonner) => {
      const mounted = new Promise<void>((resolve) => {
        toasterMounted = resolve;
      });
      update({ Toaster: sonner.Toaster });
      await mounted;
      return sonner;
    },
    (error: unknown) => {
      // Forgotten, so the next toast tries again rather than failing forever.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type Show = (message: string, options?: ExternalToast) => void;

function show(kind: ToastKind): Show {
  return (message, options) => {
    loadSonner().then(
      ({ toast }) => toast[kind](message, options),
      () => {
        const { description } = options ?? {};
        const inline: InlineToast = {
          id: ++lastId,
          kind,
          message,
          description: typeof description === "function" ? description() : description,
        };
        // Up to 3 at once, as sonner shows them.
        update({ inline: [...state.inline, inline].slice(-3) });
      },
    );
  };
}

export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  message: show("message"),
};

/** Where a toast waits for the next page (toastOnNextPage): this tab's sessionStorage. */
export const NEXT_PAGE_TOASTS_KEY = "frosty-toasts";
/** A kept toast no page showed within this long (the navigation failed) is dropped. */
const NEXT_PAGE_TOAST_TTL_MS = 10_000;

interface KeptToast {
  kind: ToastKind;
  message: string;
  description?: string;
  at: number;
}

function keptToasts(): KeptToast[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem(NEXT_PAGE_TOASTS_KEY) ?? "[]") as unknown;
    return Array.isArray(kept) ? (kept as KeptToast[]) : [];
  } catch {
    return [];
  }
}

/**
 * A toast for the page the browser goes to next: the shop's pages are documents, and one shown
 * right before `window.location.assign` would leave with the page. Kept in this tab's
 * sessionStorage and shown by the next page's toaster as it mounts (<ToasterSlot>).
 */
export function toastOnNextPage(
  kind: ToastKind,
  message: string,
  details: string | { description?: string } = {},
): void {
  const options = typeof details === "string" ? { description: details } : details;
  const kept: KeptToast = { kind, message, at: Date.now(), ...options };
  try {
    sessionStorage.setItem(NEXT_PAGE_TOASTS_KEY, JSON.stringify([...keptToasts(), kept]));
  } catch {
    // No storage (private mode, full): shown here, as a toast would have been.
    show(kind)(message, options);
  }
}

/** Shows, once, the toasts the last page kept for this one (toastOnNextPage). */
export function showKeptToasts(): void {
  // A page prerendered before the customer left the last one (Speculation Rules) runs before
  // the toast was kept: it looks when it is shown.
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) {
    document.addEventListener("prerenderingchange", showKeptToasts, { once: true });
    return;
  }
  const kept = keptToasts();
  if (kept.length === 0) return;
  try {
    sessionStorage.removeItem(NEXT_PAGE_TOASTS_KEY);
  } catch {
    return;
  }
  for (const { kind, message, description, at } of kept) {
    if (Date.now() - at > NEXT_PAGE_TOAST_TTL_MS || !(kind in toast)) continue;
    show(kind)(message, description === undefined ? undefined : { description });
  }
}

/** For <ToasterSlot>: the Toaster once sonner has loaded, the inline messages, and changes. */
export const toasterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => state,
  /** Called after the Toaster's own effects ran: it now listens, so toasts can go out. */
  mounted: () => toasterMounted?.(),
  dismiss(id: number) {
    update({ inline: state.inline.filter((toast) => toast.id !== id) });
  },
};

import { useEffect, useSyncExternalStore } from "react";
import {
  type InlineToast,
  showKeptToasts,
  type ToasterState,
  toasterStore,
} from "#web/lib/toast.ts";

/** The server renders no toaster and no message, nor does the render that hydrates its HTML. */
const SERVER_STATE: ToasterState = { inline: [] };
const serverState = () => SERVER_STATE;

/** As long as sonner shows a toast. */
const INLINE_DURATION_MS = 4000;

/**
 * A laptop or desktop with a mouse: toasts go bottom-right there. On phones and tablets the
 * bottom holds the page's main buttons and sticky bars ("Confirmar pedido", "Marcar como
 * entregue"), so toasts go at the top, where they cover none.
 */
const WIDE_WITH_MOUSE = "(min-width: 1280px) and (pointer: fine)";

/**
 * One toaster for every screen (the shop and the staff panel), mounted when the first toast is
 * shown: bottom-right on a wide screen with a mouse, at the top on phones and tablets; Alt+T,
 * up to 3 toasts, 4 s each (sonner's defaults); first, what the last page kept for this one.
 * When sonner's code cannot load (a network blip), the messages are shown here instead, in a
 * live region screen readers read.
 */
export function ToasterSlot() {
  const { Toaster, inline } = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.get,
    serverState,
  );
  // What the last page said just before it navigated here (toastOnNextPage).
  useEffect(showKeptToasts, []);
  useEffect(() => {
    // A parent's effect runs after its children's: the Toaster has subscribed by now.
    if (Toaster) toasterStore.mounted();
  }, [Toaster]);
  return (
    <>
      {Toaster && (
        <Toaster
          // Read in the browser only (the server renders no Toaster); where matchMedia is
          // missing (jsdom, an old browser), at the top.
          position={window.matchMedia?.(WIDE_WITH_MOUSE).matches ? "bottom-right" : "top-center"}
          visibleToasts={3}
          duration={4000}
        />
      )}
      {/* Always in the page: a live region announces what is added to it, not itself. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 top-4 z-[999999999] flex flex-col gap-2 sm:top-6 sm:right-6 sm:left-auto sm:w-[356px]"
      >
        {inline.map((toast) => (
          <InlineMessage key={toast.id} toast={toast} />
        ))}
      </div>
    </>
  );
}

function InlineMessage({ toast }: { toast: InlineToast }) {
  useEffect(() => {
    const timer = setTimeout(() => toasterStore.dismiss(toast.id), INLINE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <div
      data-inline-toast={toast.kind}
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-ink text-sm shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <p className={toast.kind === "error" ? "font-semibold text-red-700" : "font-semibold"}>
          {toast.message}
        </p>
        {toast.description && <div className="mt-1 text-muted">{toast.description}</div>}
      </div>
      <button
        type="button"
        onClick={() => toasterStore.dismiss(toast.id)}
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-full text-lg text-muted leading-none hover:bg-neutral-100"
        aria-label="Fechar aviso"
      >
        ×
      </button>
    </div>
  );
}

import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useWidgetOpen } from "./widget-state.ts";

// The panel's code (nearest-store lookup, contact links) downloads the first time it opens.
const ContactPanelBody = lazy(async () => ({
  default: (await import("./contact-panel-body.tsx")).ContactPanelBody,
}));

/**
 * The floating contact widget: a toggle at the bottom right and its contact panel. An island
 * hydrated on first use (islands/contact-widget.tsx).
 */
export function ContactWidget() {
  const [open, setOpen] = useWidgetOpen();
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);
  // The panel shows once its content has loaded, so Tab from the toggle lands in it.
  const [bodyLoaded, setBodyLoaded] = useState(false);

  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Fixed ids (one widget a page): useId's would differ between the server's whole page and
  // the island's own root in the browser.
  const panelId = "contato-painel";
  const headingId = "contato-titulo";
  const newTabHintId = "contato-nova-aba";

  // Closed, the button moves off any control under it; open, it stays where it was opened.
  // The code comes after the first paint, apart from the shell; if it cannot load, the button
  // only stays in its place.
  useEffect(() => {
    const root = rootRef.current;
    const toggle = toggleRef.current;
    if (open || !root || !toggle) return;
    let stop: (() => void) | undefined;
    let active = true;
    import("./keep-clear-of-controls.ts").then(
      (module) => {
        if (active) stop = module.keepClearOfControls(root, toggle);
      },
      () => {},
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [open]);

  return (
    <aside
      ref={rootRef}
      aria-label="Atendimento Frosty"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 flex flex-col-reverse items-end gap-3 sm:bottom-[calc(1.5rem+env(safe-area-inset-bottom))] motion-safe:transition-[translate] print:hidden"
    >
      <Button
        ref={toggleRef}
        size="icon"
        aria-label={open ? "Fechar menu de contato" : "Abrir menu de contato"}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="size-14! shadow-lg shadow-brand-800/25 [&_svg]:size-6!"
      >
        {open ? <X aria-hidden /> : <MessageCircle aria-hidden />}
      </Button>
      <section
        id={panelId}
        hidden={!open || !bodyLoaded}
        aria-labelledby={headingId}
        className="max-h-[calc(100dvh-11rem)] w-[min(21rem,calc(100vw-2rem))] overflow-y-auto rounded-3xl border border-brand-100 bg-white p-4 shadow-2xl shadow-brand-800/20"
      >
        <h2 id={headingId} className="font-extrabold text-lg">
          Fale com a Frosty
        </h2>
        <p className="mb-3 text-muted text-sm">Peça pelo WhatsApp ou tire suas dúvidas no chat.</p>
        {everOpened && (
          <Suspense fallback={null}>
            <ContactPanelBody
              open={open}
              widget={rootRef}
              onEscape={() => {
                setOpen(false);
                toggleRef.current?.focus();
              }}
              newTabHintId={newTabHintId}
              onLoaded={() => setBodyLoaded(true)}
            />
          </Suspense>
        )}
        <span id={newTabHintId} className="sr-only">
          Abre em uma nova aba
        </span>
      </section>
    </aside>
  );
}

import { type RefObject, useEffect } from "react";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { ContactActions } from "./contact-actions.tsx";
import { NearestStoreCard } from "./nearest-store-card.tsx";
import { useNearestStore } from "./use-nearest-store.ts";

/**
 * The contact panel's content: the nearest-store card and the contact links. It stays mounted
 * once the widget has opened, so the nearest-store lookup is made once per page. Its Esc is
 * here too (`onEscape`), out of the code every page loads first.
 */
export function ContactPanelBody({
  open,
  widget,
  onEscape,
  newTabHintId,
  onLoaded,
}: {
  open: boolean;
  /** The whole widget: Esc counts when the focus is in it (or nowhere in particular). */
  widget: RefObject<HTMLElement | null>;
  onEscape(): void;
  newTabHintId: string;
  onLoaded(): void;
}) {
  useEffect(() => onLoaded(), [onLoaded]);
  // Esc closes the panel when focus is in the widget or nowhere in particular (some
  // browsers do not focus a clicked button); an open dialog elsewhere keeps its own Esc.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const focused = document.activeElement;
      const focusIsFree = !focused || focused === document.body;
      if (!focusIsFree && !widget.current?.contains(focused)) return;
      onEscape();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, widget, onEscape]);
  // The catalogue the page was rendered from (embedded in it).
  const { stores, site } = useCatalog();
  const nearest = useNearestStore(open, stores);

  // Rendered only while open: a closed widget keeps no live region, so a modal dialog
  // elsewhere can hide it from assistive technology.
  if (!open) return null;
  return (
    <div className="grid gap-3">
      <NearestStoreCard state={nearest} newTabHintId={newTabHintId} />
      <ContactActions site={site} nearest={nearest} newTabHintId={newTabHintId} />
    </div>
  );
}

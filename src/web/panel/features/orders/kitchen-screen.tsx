import { ChefHat } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { createPortal } from "react-dom";
import { cn } from "#web/panel/features/ui/cn.ts";
import { setKitchenMode, useKitchenMode } from "./kitchen-mode.ts";

/** "Modo cozinha", one tap on or off; the same width either way. */
export function KitchenToggle() {
  const on = useKitchenMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setKitchenMode(!on)}
      className={cn(
        "flex h-9 w-40 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 font-semibold text-sm shadow-sm",
        on ? "bg-ink text-white hover:bg-ink/90" : "bg-white hover:bg-brand-50",
      )}
    >
      <ChefHat className="size-4" aria-hidden="true" />
      Modo cozinha
    </button>
  );
}

/**
 * Modo cozinha's screen: the whole window (the panel's menu and header out of sight and out of
 * reach, `inert`), its toolbar on one line and the board below it, filling the rest.
 */
export function KitchenScreen({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  useEffect(() => {
    const shell = document.querySelector<HTMLElement>("[data-admin-shell]");
    if (!shell) return;
    shell.inert = true;
    return () => {
      shell.inert = false;
    };
  }, []);
  return createPortal(
    <section
      aria-label="Modo cozinha"
      className="fixed inset-0 z-40 flex flex-col gap-2 overflow-hidden bg-cream p-2"
      data-testid="kitchen-screen"
    >
      <div className="flex h-11 shrink-0 items-center gap-2">{toolbar}</div>
      {children}
    </section>,
    document.body,
  );
}

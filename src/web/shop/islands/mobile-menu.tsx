import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { island } from "#web/shop/hydration/island.tsx";

// The drawer (and the dialog code under it) downloads the first time it opens.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import("#web/shop/document/mobile-menu-drawer.tsx")).MobileMenuDrawer,
}));

/**
 * The menu button of phones and tablets. Hydrated on first use (its press is replayed once its
 * code is in), then the drawer's code loads; `current` is the page's path, its link marked.
 */
export default function MobileMenu({ current }: { current: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="grid size-11 place-items-center rounded-full hover:bg-brand-50 md:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={button}
            current={current}
          />
        </Suspense>
      )}
    </>
  );
}

export const MobileMenuIsland = island("mobile-menu", MobileMenu, "interaction");

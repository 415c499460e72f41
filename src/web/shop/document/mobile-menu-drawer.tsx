import type { RefObject } from "react";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "#web/components/ui/sheet.tsx";
import { CLUB, MY_ORDERS, NAV, navLinkProps, ResellerLink } from "./site-nav.tsx";

interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The header's menu button, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  /** The page's path: its link is marked as current. */
  current: string;
}

/** The shop's menu on phones: a drawer from the right with the same links as the header. */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  current,
}: MobileMenuDrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="font-extrabold text-lg">Menu</SheetTitle>
        <nav aria-label="Menu móvel" className="flex flex-col gap-1">
          {[...NAV, CLUB, MY_ORDERS].map((item) => (
            <SheetClose asChild key={item.to}>
              <a {...navLinkProps(item.to, current, "rounded-xl px-3 py-3 text-lg")}>
                {item.label}
              </a>
            </SheetClose>
          ))}
          <ResellerLink className="rounded-xl px-3 py-3 font-semibold text-lg" />
        </nav>
      </SheetContent>
    </Sheet>
  );
}

import type { ReactNode, RefObject } from "react";
import { NavLink } from "react-router";
import { Sheet, SheetClose, SheetContent, SheetTitle } from "#web/components/ui/sheet.tsx";
import { cn } from "#web/lib/utils.ts";

interface MobileMenuDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The header's menu button, which gets the focus back on close. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  nav: readonly { to: string; label: string }[];
  navLinkClass(state: { isActive: boolean }): string;
  reseller: ReactNode;
}

/** The shop's menu on phones: a drawer from the right with the same links as the header. */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  nav,
  navLinkClass,
  reseller,
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
          {nav.map((item) => (
            <SheetClose asChild key={item.to}>
              <NavLink
                to={item.to}
                end
                className={(state) => cn(navLinkClass(state), "rounded-xl px-3 py-3 text-lg")}
              >
                {item.label}
              </NavLink>
            </SheetClose>
          ))}
          {reseller}
        </nav>
      </SheetContent>
    </Sheet>
  );
}

import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { DialogContent } from "./dialog.tsx";

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;

/** A drawer menu: the dialog, sliding in from one edge. */
export function SheetContent({
  side = "right",
  ...props
}: ComponentProps<typeof DialogContent> & { side?: "left" | "right" }) {
  return <DialogContent placement={side} closeLabel="Fechar menu" {...props} />;
}

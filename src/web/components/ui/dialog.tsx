import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#web/lib/utils.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentVariants = cva("fixed z-50 flex flex-col gap-4 bg-white p-5 shadow-xl", {
  variants: {
    placement: {
      /** A centred card (the store picker, confirmations). */
      center:
        "top-1/2 left-1/2 max-h-[80vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-2xl",
      /** A drawer from the right edge (the shop's mobile menu). */
      right: "inset-y-0 right-0 w-72 max-w-[85vw]",
      /** A drawer from the left edge (the admin panel's menu). */
      left: "inset-y-0 left-0 w-72 max-w-[85vw]",
    },
  },
  defaultVariants: { placement: "center" },
});

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof contentVariants> & { closeLabel?: string };

export function DialogContent({
  className,
  children,
  placement,
  closeLabel = "Fechar",
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content className={cn(contentVariants({ placement }), className)} {...props}>
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 rounded-full p-2 text-muted hover:bg-brand-50"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title className={cn("pr-8 font-extrabold text-xl", className)} {...props} />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-muted text-sm", className)} {...props} />;
}

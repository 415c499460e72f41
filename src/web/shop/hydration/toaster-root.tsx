import { createRoot } from "react-dom/client";
import { ToasterSlot } from "#web/components/toaster-slot.tsx";

/**
 * The page's one toaster, on a root of its own: any island can show a toast (#web/lib/toast.ts),
 * and sonner itself loads with the first one.
 */
export function mountToaster(): void {
  const element = document.createElement("div");
  element.dataset.toaster = "";
  document.body.append(element);
  createRoot(element).render(<ToasterSlot />);
}

import { keepClearOfControls } from "#web/shop/features/contact-widget/keep-clear-of-controls.ts";

/**
 * Before the contact widget is hydrated (on first use), its button already keeps clear of the
 * page's controls; the widget takes this over once hydrated (keep-clear-of-controls.ts).
 */
export default function keepContactButtonClear(element: HTMLElement): void {
  const root = element.querySelector<HTMLElement>("aside");
  const button = root?.querySelector<HTMLElement>("button");
  if (root && button && button.getAttribute("aria-expanded") !== "true") {
    keepClearOfControls(root, button);
  }
}

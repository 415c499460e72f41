import { ContactWidget } from "#web/shop/features/contact-widget/contact-widget.tsx";
import { island } from "#web/shop/hydration/island.tsx";

/**
 * The floating contact widget, on every page: hydrated on first use (its press replayed), its
 * panel's code loaded as it first opens. Until then contact-widget.idle.ts keeps the button
 * clear of the page's controls.
 */
export default ContactWidget;

export const ContactWidgetIsland = island("contact-widget", ContactWidget, "interaction");

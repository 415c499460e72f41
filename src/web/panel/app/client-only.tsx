import { type ComponentType, createElement, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A component shown only in the browser: the server renders an empty screen-high space in its
 * place, and so does the render that hydrates the server's HTML (React takes the server
 * snapshot then), so the two agree; the next render shows it. The space keeps the footer below
 * the fold meanwhile, so nothing on screen moves. For pages made of this browser's own state
 * (the cart).
 */
export function clientOnly(Component: ComponentType): ComponentType {
  function ClientOnly() {
    const inBrowser = useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    );
    return inBrowser ? createElement(Component) : createElement("div", { className: "min-h-dvh" });
  }
  return ClientOnly;
}

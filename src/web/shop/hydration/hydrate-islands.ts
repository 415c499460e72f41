import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportError } from "#web/lib/report-error.ts";
import { withRetries } from "#web/lib/retry-import.ts";

/**
 * The browser's side of the islands (island.tsx): each `<frosty-island>` of the page is
 * hydrated on its own root with its module's default export and the props the server wrote.
 * An island marked for first use waits for the first pointer, key or focus inside it, and a
 * click that came before its code is replayed once it is hydrated. An island whose code cannot
 * load stays as the server rendered it (links still work; the rest waits for a reload).
 */
type IslandModule = { default: ComponentType<object> };

// Every module in shop/islands is an island, named by its file.
const ISLANDS = import.meta.glob<IslandModule>("/shop/islands/*.tsx");

export const islandModulePath = (name: string) => `/shop/islands/${name}.tsx`;

export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("frosty-island")) {
    if (element.dataset.hydrate === "interaction") onFirstUse(element);
    else void hydrate(element);
  }
}

async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? "";
  const load = ISLANDS[islandModulePath(name)];
  if (!load) {
    reportError(new Error(`No island module named ${name}`));
    return;
  }
  try {
    const { default: Component } = await withRetries(load);
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
    hydrateRoot(element, createElement(Component, props), {
      onUncaughtError: (error) => reportError(error),
    });
  } catch (error) {
    reportError(error);
  }
}

const FIRST_USE = ["pointerdown", "keydown", "focusin", "click"] as const;

function onFirstUse(element: HTMLElement): void {
  let clicked: HTMLElement | null = null;
  const start = (event: Event) => {
    if (event.type === "click") {
      // Its handler is not there yet: the click is replayed on the hydrated element.
      event.preventDefault();
      clicked = event.target instanceof HTMLElement ? event.target : null;
    }
    for (const type of FIRST_USE) element.removeEventListener(type, start, true);
    void hydrate(element).then(() => {
      // React attaches its handlers as it hydrates; the next task finds them in place.
      setTimeout(() => clicked?.click(), 0);
    });
  };
  for (const type of FIRST_USE) element.addEventListener(type, start, true);
}

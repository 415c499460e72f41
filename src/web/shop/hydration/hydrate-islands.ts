import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { reportError } from "#web/lib/report-error.ts";
import { withRetries } from "#web/lib/retry-import.ts";
import { IslandErrorBoundary } from "./island-error-boundary.tsx";

/**
 * The browser's side of the islands (island.tsx): each `<frosty-island>` of the page is
 * hydrated on its own root with its module's default export and the props the server wrote,
 * inside an error boundary (an island that throws says so in its place; the rest of the page
 * keeps working). An island marked for first use waits for the first pointer, key or focus
 * inside it. Either way a click that came before its code is replayed once it is hydrated
 * (a tap on a slow phone is not lost); a plain link inside it is only a link (it leaves the
 * page: nothing to hydrate, nothing to hold). An island whose code
 * cannot load stays as the server rendered it (links still work; the rest waits for a reload).
 *
 * An island hydrated on first use may have a companion module `islands/<name>.idle.ts`: its
 * default export runs with the island's element once the page is idle, before (and whether
 * or not) the island is hydrated: plain DOM work the island needs from the start (the contact
 * button keeping clear of the page's controls) without React.
 */
type IslandModule = { default: ComponentType<object> };
type IdleModule = { default: (element: HTMLElement) => void };

// Every .tsx module in shop/islands is an island, named by its file.
const ISLANDS = import.meta.glob<IslandModule>("/shop/islands/*.tsx");
const IDLE = import.meta.glob<IdleModule>("/shop/islands/*.idle.ts");

export const islandModulePath = (name: string) => `/shop/islands/${name}.tsx`;

export function hydrateIslands(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>("frosty-island")) {
    if (element.dataset.hydrate === "interaction") {
      onFirstUse(element);
      whenIdle(element);
    } else {
      const replay = holdClicks(element);
      void hydrate(element).then(replay);
    }
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
    hydrateRoot(
      element,
      createElement(IslandErrorBoundary, null, createElement(Component, props)),
      { onUncaughtError: (error) => reportError(error) },
    );
  } catch (error) {
    reportError(error);
  }
}

const FIRST_USE = ["pointerdown", "keydown", "focusin"] as const;

const inLink = (target: EventTarget | null) =>
  target instanceof Element && target.closest("a[href]") !== null;

/**
 * Until the island's code is in, a click in it (the pointer's, or Enter's on a button) waits:
 * the returned function, called once it is hydrated, replays the last one. A link's click is
 * left alone (a plain link works without its island's code). `onClick` hears each one held.
 */
function holdClicks(element: HTMLElement, onClick?: () => void): () => void {
  let clicked: Element | null = null;
  const hold = (event: Event) => {
    if (inLink(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = event.target instanceof Element ? event.target : null;
    onClick?.();
  };
  element.addEventListener("click", hold, true);
  return () => {
    // React attaches its handlers as it hydrates; the next task finds them in place.
    setTimeout(() => {
      element.removeEventListener("click", hold, true);
      clicked?.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    }, 0);
  };
}

function onFirstUse(element: HTMLElement): void {
  let hydrating = false;
  const start = () => {
    if (hydrating) return;
    hydrating = true;
    for (const type of FIRST_USE) element.removeEventListener(type, onTrigger, true);
    void hydrate(element).then(replay);
  };
  const onTrigger = (event: Event) => {
    if (!inLink(event.target)) start();
  };
  const replay = holdClicks(element, start);
  for (const type of FIRST_USE) element.addEventListener(type, onTrigger, true);
}

function whenIdle(element: HTMLElement): void {
  const load = IDLE[`/shop/islands/${element.dataset.island}.idle.ts`];
  if (!load) return;
  const run = () =>
    load().then(
      (module) => module.default(element),
      (error: unknown) => reportError(error),
    );
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 200);
}

import { type ComponentType, createContext, useContext } from "react";

/**
 * An island: a piece of a server-rendered shop page that responds to the customer (the cart
 * badge, the product's form, the checkout). Everything else on a shop page is plain HTML that
 * ships no JavaScript. The server renders the island inside a `<frosty-island>` element that
 * carries its name and its props (JSON); in the browser `hydrate-islands.ts` loads the module
 * `src/web/shop/islands/<name>.tsx` and hydrates the element with its default export, on its
 * own root. So an island's props must be plain data, and its name its module's file name.
 * The island's ids cannot come from useId: the server numbers them within the whole page, the
 * browser within the island's root. An island shown once per page uses fixed ids; one shown
 * more than once takes them from its props. Each is hydrated inside an error boundary
 * (island-error-boundary.tsx).
 */

/** "load": hydrated as soon as the page's script runs; "interaction": on first use. */
export type HydrateWhen = "load" | "interaction";

/** Filled while the server renders a page: which islands it holds (their modules are preloaded). */
export const IslandsOnPage = createContext<Set<string> | null>(null);

/** The server's side of an island: `Component` rendered in its element, with its props. */
export function island<Props extends object>(
  name: string,
  Component: ComponentType<Props>,
  when: HydrateWhen = "load",
): ComponentType<Props> {
  function Island(props: Props) {
    const islands = useContext(IslandsOnPage);
    if (when === "load") islands?.add(name);
    return (
      <frosty-island
        data-island={name}
        data-props={JSON.stringify(props)}
        data-hydrate={when === "load" ? undefined : when}
      >
        <Component {...props} />
      </frosty-island>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "frosty-island": {
        children?: React.ReactNode;
        "data-island": string;
        "data-props": string;
        "data-hydrate"?: string;
      };
    }
  }
}

import { type ComponentType, createElement, lazy } from "react";
import { withRetries } from "#web/lib/retry-import.ts";
import { RouteErrorBoundary } from "./error-boundary.tsx";

/** A screen whose code loads on first use; `preload()` fetches it ahead of rendering. */
export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * A screen as its own lazily loaded module, so a page downloads only its own code. Once its
 * module is in (preloaded, or loaded by a first render), it renders at once, without
 * suspending: the first paint of a page that was preloaded (or rendered by the server) is the
 * page, not an empty frame.
 *
 * A load that fails is tried again a couple of times, then the page's error boundary shows the
 * error page; nothing remembers the failure (React.lazy would keep its rejection forever), so
 * "Tentar de novo", a later visit or a later preload() loads it afresh.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyPage {
  let loaded: ComponentType | undefined;
  let attempt: Attempt | undefined;
  const start = (): Attempt => {
    const current: Attempt = {
      done: withRetries(load).then(
        (module) => {
          loaded = pick(module);
        },
        (error: unknown) => {
          current.failed = true;
          throw error;
        },
      ),
      Lazy: lazy(async () => {
        await current.done;
        return { default: loaded as ComponentType };
      }),
      failed: false,
      shown: false,
    };
    return current;
  };
  /** Loads the module, or joins the load under way; after a failure, loads it afresh. */
  const preload = (): Promise<void> => {
    if (loaded) return Promise.resolve();
    if (!attempt || attempt.failed) attempt = start();
    return attempt.done;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, as React.lazy makes its component; it holds no hooks.
  const Content = () => {
    if (loaded) return createElement(loaded);
    // A failure the customer has already been shown is not shown again: drawn again (after
    // "Tentar de novo", on a new visit), the page loads afresh.
    if (!attempt || (attempt.failed && attempt.shown)) attempt = start();
    return createElement(attempt.Lazy);
  };
  const shown = () => {
    if (attempt?.failed) attempt.shown = true;
  };
  // The customer asked to try now: a load of its own, not one started before (and failing).
  const retry = async () => {
    if (loaded) return;
    const mine = start();
    attempt = mine;
    try {
      await mine.done;
    } catch (error) {
      mine.shown = true;
      throw error;
    }
  };
  // biome-ignore lint/correctness/noComponentHookFactories: as above.
  const Page = () =>
    createElement(RouteErrorBoundary, { retry, onCaught: shown }, createElement(Content));
  return Object.assign(Page, { preload });
}

/** One try at loading the module (with its retries), and the lazy component that waits on it. */
interface Attempt {
  done: Promise<void>;
  Lazy: ComponentType;
  failed: boolean;
  /** Its failure reached the error page. */
  shown: boolean;
}

import { type ComponentType, createElement, lazy } from "react";
import type { PageHeadFn } from "#web/lib/page-head.ts";

/**
 * A screen whose code loads on first use; `preload()` fetches it ahead of rendering, and
 * `head()` is the module's `head` export (page-head.ts) once it has loaded.
 */
export type LazyPage = ComponentType & {
  preload(): Promise<void>;
  head(): PageHeadFn | undefined;
};

/**
 * A screen as its own lazily loaded module, so a page downloads only its own code. Once its
 * module is in (preloaded, or loaded by a first render), it renders at once, without
 * suspending: the first paint of a page that was preloaded (or rendered by the server) is the
 * page, not an empty frame.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyPage {
  let loaded: ComponentType | undefined;
  let head: PageHeadFn | undefined;
  const preload = async () => {
    if (loaded) return;
    const module = await load();
    head = (module as { head?: PageHeadFn }).head;
    loaded = pick(module);
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at module load, as React.lazy makes its component; it holds no hooks.
  const Page = () => createElement(loaded ?? Suspending);
  return Object.assign(Page, { preload, head: () => head });
}

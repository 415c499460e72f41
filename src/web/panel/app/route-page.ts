import type { ComponentType } from "react";
import { type LazyPage, lazyPage } from "./lazy-page.ts";

/**
 * What a route of the panel's route table (router.tsx, admin-routes.tsx) says about its screen
 * to the server: which module renders it (a key of Vite's manifest, e.g.
 * "panel/screens/orders.tsx": the server preloads its chunks with the panel's shell), and the
 * lazily loaded screen itself.
 */
export interface PageHandle {
  module: string;
  page: LazyPage;
}

/** A route's screen: its module loaded lazily, named once beside its import. */
export function routePage<Module>(
  module: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): { Component: ComponentType; handle: PageHandle } {
  const page = lazyPage(load, pick);
  return { Component: page, handle: { module, page } };
}

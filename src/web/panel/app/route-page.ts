import type { ComponentType } from "react";
import { clientOnly } from "./client-only.tsx";
import { type LazyPage, lazyPage } from "./lazy-page.ts";

/**
 * What a route of the one route table (router.tsx, admin-routes.tsx) says about its page to
 * the server: which module renders it (a key of Vite's manifest, e.g. "routes/product.tsx": the
 * server preloads its chunks and the bundle gate weighs them), and how it is rendered.
 */
export interface PageHandle {
  module: string;
  /** The server renders only the frame; the page itself renders in the browser. */
  clientOnly?: boolean;
  /** A staff page: a client app the server never renders (and preloads without lazy parts). */
  staff?: boolean;
  page: LazyPage;
}

/**
 * A route's page: its module loaded lazily, named once beside its import. A client-only page
 * renders nothing on the server and in the render that hydrates it, then itself.
 */
export function routePage<Module>(
  module: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  options: { clientOnly?: boolean; staff?: boolean } = {},
): { Component: ComponentType; handle: PageHandle } {
  const page = lazyPage(load, pick);
  return {
    Component: options.clientOnly ? clientOnly(page) : page,
    handle: { module, page, ...options },
  };
}

import { type ComponentType, lazy } from "react";

/** A screen as its own lazily loaded module, so a page downloads only its own code. */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
) {
  return lazy(async () => ({ default: pick(await load()) }));
}

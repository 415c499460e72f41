/**
 * @peculiar/x509 loads tsyringe, which refuses to start without a Reflect metadata polyfill
 * (`Reflect.getMetadata`, `getOwnMetadata`, `defineMetadata`). The three it calls, over a
 * WeakMap, rather than one more package: only test code makes certificates.
 */
type MetadataReflect = typeof Reflect & {
  getMetadata?: (key: unknown, target: object) => unknown;
  getOwnMetadata?: (key: unknown, target: object) => unknown;
  defineMetadata?: (key: unknown, value: unknown, target: object) => void;
};

const store = new WeakMap<object, Map<unknown, unknown>>();

export function installReflectMetadata(): void {
  const reflect = Reflect as MetadataReflect;
  if (reflect.getMetadata) return;
  reflect.getOwnMetadata = (key, target) => store.get(target)?.get(key);
  reflect.getMetadata = (key, target) => {
    for (let at: object | null = target; at; at = Object.getPrototypeOf(at)) {
      const value = store.get(at)?.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  reflect.defineMetadata = (key, value, target) => {
    const own = store.get(target) ?? new Map<unknown, unknown>();
    own.set(key, value);
    store.set(target, own);
  };
}

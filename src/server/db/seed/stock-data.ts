/**
 * The stock a fresh install starts each store with: plausible and different from store to
 * store (a big store holds more; each flavour sells at its own pace there), yet the same on
 * every install, so screenshots and tests can count on it. Nothing starts sold out; about one
 * flavour in twenty-five starts low (below 80 units, the low-stock mark), as before a delivery.
 */

/** A number in [0, 1) from the text, always the same (FNV-1a, then murmur3's finalizer). */
function unitHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

const LOW_SHARE = 0.04;

export function seedStockQuantity(storeId: string, productId: string): number {
  const pair = unitHash(`${storeId}/${productId}`);
  if (pair < LOW_SHARE) return 12 + Math.floor((pair / LOW_SHARE) * 60); // 12..71
  const storeSize = 0.6 + unitHash(`store/${storeId}`) * 0.8; // 0.6..1.4
  const units = (120 + ((pair - LOW_SHARE) / (1 - LOW_SHARE)) * 330) * storeSize;
  return Math.round(units / 5) * 5;
}

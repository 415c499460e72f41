/**
 * A map that keeps at most `capacity` entries, dropping the least recently used one first:
 * memory stays bounded however many keys (products renamed, repriced, re-pictured) pass by.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: moved to the end, it is the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  /** Removes `key` only while it still holds `value` (a newer entry under the key stays). */
  deleteIf(key: K, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

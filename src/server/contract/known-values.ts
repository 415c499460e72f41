/**
 * Values that name something that exists (ids, tokens, codes, versions), so that generated
 * requests reach past "not found": harvested from every successful answer, and seeded with the
 * test database's fixture rows. A request field or parameter takes one by its name: the same
 * name ("storeId"), else the same last word ("x-order-token" ← "accessToken").
 */
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { singular } from "./schemas.ts";

export type Known = string | number;

const WORDS = new Map<string, string[]>();

/** The words of a name, lower case: "x-order-token" → [order, token]; "addonIds" → [addon, id]. */
export function wordsOf(name: string): string[] {
  let words = WORDS.get(name);
  if (!words) {
    words = splitWords(name);
    WORDS.set(name, words);
  }
  return words;
}

function splitWords(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words[0] === "x" && words.length > 1) words.shift();
  const last = words.length - 1;
  if (last >= 0) words[last] = singular(words[last] ?? "");
  return words;
}

const keyOf = (name: string) => wordsOf(name).join("");
const lastWordOf = (name: string) => wordsOf(name).at(-1) ?? "";

/** The last words of names that name something (a request field so named gets a known value). */
const IDENTIFYING = new Set(["id", "token", "code", "key", "slug", "email", "version"]);

/** Whether a name names something: an id, a token, a code… */
export function isIdentifying(name: string): boolean {
  return IDENTIFYING.has(lastWordOf(name));
}

/**
 * What a path is about, in the singular: the collection its first parameter is an item of
 * ("/api/admin/orders/{id}/status" → order), else its last part ("/api/catalog" → catalog).
 */
export function resourceOf(path: string): string | undefined {
  const parts = path.split("/").filter((part) => part && part !== "api");
  const param = parts.findIndex((part) => part.startsWith("{"));
  const literal = param > 0 ? parts[param - 1] : parts.filter((p) => !p.startsWith("{")).at(-1);
  return literal === undefined ? undefined : singular(literal);
}

const MAX_RECORDS = 400;

/** Longer texts are descriptions, not values another request would send back. */
const MAX_TEXT = 100;

/** One thing that exists, by its short fields (names normalised). */
type KnownRecord = Map<string, Known>;

export class KnownValues {
  private records: KnownRecord[] = [];
  /** What each record is ("order", "store"…), where known. */
  private readonly kinds = new WeakMap<KnownRecord, string>();
  private readonly seen = new Set<string>();
  /** How many records have each field. */
  private readonly fields = new Map<string, number>();

  get size(): number {
    return this.records.length;
  }

  add(fields: Record<string, Known>, kind?: string): void {
    const record: KnownRecord = new Map();
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === "number" || value.length <= MAX_TEXT) record.set(keyOf(name), value);
    }
    if (!Object.keys(fields).some(isIdentifying)) return;
    const fingerprint = JSON.stringify([...record].sort());
    if (this.seen.has(fingerprint)) return;
    this.seen.add(fingerprint);
    if (kind) this.kinds.set(record, kind);
    this.records.push(record);
    this.count(record, 1);
    if (this.records.length > MAX_RECORDS) this.count(this.records.shift(), -1);
  }

  /**
   * Remembers every object of a successful answer. An object's `id` is also remembered under
   * its owner's name: the `id` of `store` is a `storeId`, an `orders` item's id an `orderId`,
   * the answer's own id after the path ("/api/orders" → orderId); and the objects inside it
   * carry that id too (a product's variations and add-ons remember their `productId`).
   */
  harvest(path: string, body: unknown): void {
    const visit = (
      value: unknown,
      owner: string | undefined,
      inherited: Record<string, Known>,
    ): void => {
      if (Array.isArray(value)) {
        const item = owner === undefined ? undefined : singular(owner);
        for (const member of value) visit(member, item, inherited);
        return;
      }
      if (typeof value !== "object" || value === null) return;
      const fields: Record<string, Known> = { ...inherited };
      const own: Record<string, Known> = {};
      const children: [string, unknown][] = [];
      for (const [name, member] of Object.entries(value)) {
        if (typeof member === "string" || typeof member === "number") {
          fields[name] = member;
          if (name === "id" && owner) own[`${owner}Id`] = member;
        } else {
          children.push([name, member]);
        }
      }
      this.add({ ...fields, ...own }, owner);
      for (const [name, member] of children) visit(member, name, { ...inherited, ...own });
    };
    visit(body, resourceOf(path), {});
  }

  /** The fixture's rows: stores, products, their add-ons and the coupons. */
  async seed(db: Database): Promise<void> {
    const rows = async (query: ReturnType<typeof sql>) =>
      (await db.execute(query)) as unknown as { rows: Record<string, Known>[] };
    const tables = [
      ["store", sql`select id, id as "storeId" from stores`],
      ["product", sql`select id, id as "productId" from products`],
      ["addon", sql`select id, id as "addonId", product_id as "productId" from product_addons`],
      ["coupon", sql`select code, code as "couponCode" from coupons`],
    ] as const;
    for (const [kind, query] of tables) {
      for (const row of (await rows(query)).rows) this.add(row, kind);
    }
  }

  private count(record: KnownRecord | undefined, change: number): void {
    for (const key of record?.keys() ?? []) {
      this.fields.set(key, (this.fields.get(key) ?? 0) + change);
    }
  }

  /** Whether some record has a field of exactly this name. */
  private hasExact(key: string): boolean {
    return (this.fields.get(key) ?? 0) > 0;
  }

  /**
   * A name's value in a record: the field of the same name; only when no record at all has such
   * a field, one with the same last word ("x-order-token" ← "accessToken", "id" ← "orderId").
   */
  private valueIn(record: KnownRecord, name: string): Known | undefined {
    const key = keyOf(name);
    if (this.hasExact(key)) return record.get(key);
    const words = wordsOf(name);
    const last = words.at(-1) ?? "";
    // "addonId" is no storeId: an id borrows only for a bare "id".
    if (!IDENTIFYING.has(last) || (last === "id" && words.length > 1)) return undefined;
    for (const [field, value] of record) if (field.endsWith(last)) return value;
    return undefined;
  }

  /**
   * The record that can fill most of these names, of the kind the request is about when there
   * is a tie (then by `pick`): values of one thing belong together (an order's id and its
   * token, an add-on and its product).
   */
  context(names: string[], pick: number, kind?: string): KnownRecord | undefined {
    let best: KnownRecord[] = [];
    let bestScore = 0;
    for (const record of this.records) {
      const matches = names.filter((name) => this.valueIn(record, name) !== undefined).length;
      const score = matches === 0 ? 0 : 2 * matches + Number(this.kinds.get(record) === kind);
      if (score > bestScore) {
        best = [record];
        bestScore = score;
      } else if (score === bestScore && score > 0) {
        best.push(record);
      }
    }
    return best[pick % Math.max(1, best.length)];
  }

  /** A known value for this name: from the context record, else from any record (by `pick`). */
  valueFor(name: string, pick: number, context?: KnownRecord): Known | undefined {
    const own = context ? this.valueIn(context, name) : undefined;
    if (own !== undefined) return own;
    const values = this.records.flatMap((record) => {
      const value = this.valueIn(record, name);
      return value === undefined ? [] : [value];
    });
    return values.length > 0 ? values[pick % values.length] : undefined;
  }
}

/**
 * Generators of bad input for the property-based suites in this folder: nasty strings and
 * numbers, unknown ids, broken URL encodings, and request bodies derived from one valid body
 * by mutation (so every endpoint's fuzzing starts from what it really accepts).
 */
import fc from "fast-check";

/** Scales every suite's run count: `BAD_INPUT_RUNS=10 npx vitest run …` for a deeper search. */
export function runs(count: number): number {
  const factor = Number(process.env.BAD_INPUT_RUNS ?? "1");
  return Math.max(1, Math.round(count * (Number.isFinite(factor) && factor > 0 ? factor : 1)));
}

// ─── Strings ────────────────────────────────────────────────────────────────────────────────

export const XSS_PAYLOADS = [
  "<script>window.__xss=1</script>",
  "<img src=x onerror=window.__xss=1>",
  '"><svg onload=alert(1)>',
  "javascript:alert(1)",
  "&lt;b&gt;&amp;",
] as const;

export const SQL_PAYLOADS = [
  "'; DROP TABLE orders; --",
  "' OR '1'='1",
  "1; SELECT pg_sleep(10); --",
  '\' UNION SELECT id, email FROM "user" --',
  "\\'; truncate products; --",
  "$1",
  "%' OR 1=1 --",
] as const;

/** Strings known to break naive code: control characters, lone surrogates, RTL, SQL, HTML… */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "   \t\n ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\u0007\u001b[31mvermelho\u001b[0m",
  "\ud800",
  "a\udfffb",
  "\udbff\udbff",
  "🍦",
  "👩🏽‍🍳🇧🇷",
  "\u202eodalep\u202c",
  "مرحبا بالعالم",
  "שלום",
  "\ufeff",
  "\u200b\u200d\u2060",
  "e\u0301\u0301\u0301",
  "Ｆｒｏｓｔｙ",
  "\r\n\r\n",
  "\\",
  '"',
  "%",
  "_",
  "%00",
  "%s%n%x",
  "{{7*7}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "${7*7}",
  "../../etc/passwd",
  "__proto__",
  "constructor",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-1",
  "0",
  "1.5",
  "1e309",
  "99999999999999999999999",
  "0x1F",
  "true",
  ...XSS_PAYLOADS,
  ...SQL_PAYLOADS,
];

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Long strings: some beyond every field's limit, all well inside the 100 KB body limit. */
const hugeString = fc
  .tuple(fc.constantFrom("x", "é", "🍦", "<b>", "\u0000"), fc.constantFrom(301, 1_000, 12_000))
  .map(([unit, count]) => unit.repeat(count));

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_STRINGS), loneSurrogate, fc.string()), {
        minLength: 2,
        maxLength: 4,
      })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: hugeString },
);

// ─── Numbers ────────────────────────────────────────────────────────────────────────────────

export const NASTY_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  0.1 + 0.2,
  1.0000001,
  99.99,
  100,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.EPSILON,
];

/** Negative, zero, fractional, huge: every number JSON can carry (NaN and ±∞ go in raw text). */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Numbers JSON.stringify cannot write: spliced into a body's text in place of a value. */
export const RAW_NUMBER_TOKENS = [
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1e999",
  "0x10",
  "010",
  ".5",
  "5.",
  "+1",
  "1_000",
  "undefined",
] as const;

// ─── Any JSON value ─────────────────────────────────────────────────────────────────────────

/** Keys a client could add to look like a price, a total, a role or a prototype. */
export const TAMPER_KEYS = [
  "price",
  "priceCents",
  "unitPriceCents",
  "lineTotalCents",
  "subtotalCents",
  "discountCents",
  "deliveryFeeCents",
  "totalCents",
  "percentOff",
  "usageCount",
  "status",
  "version",
  "id",
  "accessToken",
  "createdAt",
  "role",
  "isAdmin",
  "emailVerified",
  "__proto__",
  "constructor",
  "prototype",
] as const;

const nastyKey = fc.oneof(fc.constantFrom(...TAMPER_KEYS), nastyString);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Builds an object whose keys are all own data properties, "__proto__" included. */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries);
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.array(fc.tuple(nastyKey, leaf), { maxLength: 3 }).map(objectOf),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      [[[[]]]],
      { a: { b: { c: { d: {} } } } },
      new Array(2_000).fill(1),
      new Array(200).fill({ productId: "1", size: "medio", quantity: 99 }),
    ),
  },
);

// ─── Mutating a valid body ──────────────────────────────────────────────────────────────────

type Path = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every path in a JSON value, the root ([]) included, parents before children. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (isRecord(value)) {
    for (const [key, member] of Object.entries(value)) {
      paths.push(...pathsOf(member, [...prefix, key]));
    }
  }
  return paths;
}

function update(value: unknown, path: Path, change: (current: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === "number") {
    return value.map((item, index) => (index === head ? update(item, rest, change) : item));
  }
  if (isRecord(value) && typeof head === "string") {
    return objectOf(
      Object.entries(value).map(([key, member]) => [
        key,
        key === head ? update(member, rest, change) : member,
      ]),
    );
  }
  return value;
}

const REMOVED = Symbol("removed");

function without(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED);
  if (isRecord(value)) {
    return objectOf(Object.entries(value).filter(([, member]) => member !== REMOVED));
  }
  return value;
}

export type Mutation =
  | { kind: "set"; at: number; value: unknown }
  | { kind: "delete"; at: number }
  | { kind: "add"; at: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant("set"), at: fc.nat(), value: nastyValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("delete"), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("add"),
      at: fc.nat(),
      key: nastyKey,
      value: fc.oneof(nastyValue, nastyNumber),
    }),
  },
) as fc.Arbitrary<Mutation>;

/** Applies one mutation; `at` picks among the paths the value has at that moment. */
export function applyMutation(value: unknown, change: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[change.at % paths.length] ?? [];
  switch (change.kind) {
    case "set":
      return update(value, path, () => change.value);
    case "delete": {
      if (path.length === 0) return undefined;
      const parent = path.slice(0, -1);
      return update(
        update(value, path, () => REMOVED),
        parent,
        without,
      );
    }
    case "add": {
      const containers = paths.filter((candidate) => {
        let current: unknown = value;
        for (const key of candidate) current = (current as Record<string, unknown>)[key];
        return isRecord(current);
      });
      const target = containers[change.at % Math.max(1, containers.length)];
      if (!target) return value;
      return update(value, target, (current) =>
        objectOf([
          ...Object.entries(current as Record<string, unknown>),
          [change.key, change.value],
        ]),
      );
    }
  }
}

/** The valid body with one to three parts replaced, removed or added. */
export function mutatedBody(valid: unknown): fc.Arbitrary<unknown> {
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((changes) => changes.reduce<unknown>(applyMutation, valid));
}

// ─── Request bodies ─────────────────────────────────────────────────────────────────────────

export interface BodySpec {
  /** What the request carries; undefined sends no body at all. */
  text: string | undefined;
  /** The Content-Type header; null sends none. */
  contentType: string | null;
  /** How it was made, for the failure report. */
  kind: string;
}

const JSON_TYPE = "application/json";

export const MALFORMED_JSON: readonly string[] = [
  "",
  " ",
  "{",
  "}",
  "[",
  "nul",
  "tru",
  "{'a': 1}",
  '{"a": 1,}',
  '{"a":}',
  '{"a" 1}',
  '{"a": 1}{"b": 2}',
  '{"a": "sem fim}',
  "\ufeff{}",
  "/* comentário */ {}",
  '{"a": "\u0000"}',
  '{"a": "\\x41"}',
  '{"a": "\\u12"}',
  '{"a": [1, 2',
  "<xml/>",
  "a=1&b=2",
  "\u0000",
  "[".repeat(20_000) + "]".repeat(20_000),
  `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`,
];

const OTHER_CONTENT_TYPES = [
  null,
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/jsonx",
  "application/octet-stream",
  "json",
  "",
] as const;

const JSON_CONTENT_TYPES = [
  JSON_TYPE,
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "application/merge-patch+json",
] as const;

const MARKER = "\u0001raw-token\u0001";

/** The mutated body as JSON text, with one value replaced by a token JSON.stringify cannot make. */
function withRawToken(valid: unknown): fc.Arbitrary<string> {
  return fc
    .tuple(mutatedBody(valid), fc.nat(), fc.constantFrom(...RAW_NUMBER_TOKENS))
    .map(([body, at, token]) => {
      const paths = pathsOf(body);
      const marked = update(body, paths[at % paths.length] ?? [], () => MARKER);
      return (JSON.stringify(marked) ?? "null").replace(JSON.stringify(MARKER), token);
    });
}

/**
 * Every way a body can be wrong, derived from one valid body: mutated fields (wrong types, nasty
 * strings and numbers, unknown and tampering keys), numbers JSON cannot carry, malformed or
 * truncated JSON, something other than an object, and a body under the wrong Content-Type.
 */
export function badBody(valid: unknown): fc.Arbitrary<BodySpec> {
  const validText = JSON.stringify(valid) ?? "";
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc
        .tuple(mutatedBody(valid), fc.constantFrom(...JSON_CONTENT_TYPES))
        .map(([body, contentType]) => ({
          text: JSON.stringify(body) ?? "",
          contentType,
          kind: "mutated",
        })),
    },
    {
      weight: 2,
      arbitrary: withRawToken(valid).map((text) => ({
        text,
        contentType: JSON_TYPE,
        kind: "raw token",
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({
        text,
        contentType: JSON_TYPE,
        kind: "malformed",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.nat({ max: Math.max(0, validText.length - 1) }).map((cut) => ({
        text: validText.slice(0, cut),
        contentType: JSON_TYPE,
        kind: "truncated",
      })),
    },
    {
      weight: 2,
      arbitrary: nastyValue.map((body) => ({
        text: JSON.stringify(body) ?? "null",
        contentType: JSON_TYPE,
        kind: "not an object",
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...OTHER_CONTENT_TYPES).map((contentType) => ({
        text: validText,
        contentType,
        kind: "wrong content type",
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constant<BodySpec>({ text: undefined, contentType: JSON_TYPE, kind: "none" }),
    },
  );
}

// ─── URLs ───────────────────────────────────────────────────────────────────────────────────

/** Percent-encodes the UTF-8 of a string (a lone surrogate, which a URL cannot hold, as U+FFFD). */
export function encodeUrlPart(value: string): string {
  let encoded = "";
  for (const byte of Buffer.from(value, "utf8")) {
    const char = String.fromCharCode(byte);
    encoded += /[A-Za-z0-9\-._~]/.test(char)
      ? char
      : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/** Already-encoded URL parts that are broken UTF-8 or broken percent-encoding. */
export const RAW_URL_PARTS = [
  "%",
  "%%",
  "%ZZ",
  "%FF",
  "%C0%80",
  "%ED%A0%80",
  "%E0%A4%A",
  "%F4%90%80%80",
  "%00",
  "a%00b",
  "%0D%0ASet-Cookie:%20x=1",
  "%2e%2e",
  "a%2Fb",
  "a%5Cb",
  "%EF%BB%BF1",
] as const;

/** Ids that name nothing: numbers out of every range, other types' names, SQL, and the rest. */
export const UNKNOWN_IDS = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "+1",
  " 1",
  "01",
  "0x1",
  "99999999999999999999",
  "9223372036854775808",
  "2147483648",
  "-2147483649",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "[]",
  "{}",
  "ORD-0",
  "ORD-99999999999999999999",
  "ORD-1700000000000%",
  "ord-1700000000000",
  "1 OR 1=1",
  "1' OR '1'='1",
  "1;DROP TABLE products;--",
  "FROSTY10' --",
  "a".repeat(5_000),
] as const;

export const unknownId: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNKNOWN_IDS) },
  { weight: 3, arbitrary: nastyString.filter((value) => value.trim() !== "") },
  { weight: 1, arbitrary: fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n }).map(String) },
);

/** One path segment, ready to put in a URL. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: unknownId.map(encodeUrlPart) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
);

/** A query value, ready to put in a URL. */
export const badQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nastyString.map(encodeUrlPart) },
  { weight: 2, arbitrary: unknownId.map(encodeUrlPart) },
  { weight: 1, arbitrary: nastyNumber.map((n) => encodeUrlPart(String(n))) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0000-01-01",
      "0001-01-01",
      "9999-12-31",
      "10000-01-01",
      "2024-02-30",
      "2023-02-29",
      "1969-12-31",
      "2026-13-01",
      "2026-1-1",
      "2026-11-01T00:00:00Z",
      "-2026-11-01",
      "+275760-09-13",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
);

/**
 * A query string derived from the valid parameters: each kept, dropped or given a bad value,
 * sometimes repeated, plus unknown parameters.
 */
export function badQuery(valid: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  return fc
    .tuple(
      fc.array(fc.constantFrom("keep", "drop", "bad", "twice"), {
        minLength: keys.length,
        maxLength: keys.length,
      }),
      fc.array(badQueryValue, { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.tuple(nastyKey.map(encodeUrlPart), badQueryValue), { maxLength: 2 }),
    )
    .map(([choices, values, extra]) => {
      const parts: string[] = [];
      keys.forEach((key, index) => {
        const good = `${key}=${encodeUrlPart(valid[key] ?? "")}`;
        const bad = `${key}=${values[index] ?? ""}`;
        const choice = choices[index];
        if (choice === "keep") parts.push(good);
        if (choice === "bad") parts.push(bad);
        if (choice === "twice") parts.push(bad, good);
      });
      for (const [key, value] of extra) parts.push(`${key}=${value}`);
      return parts.length > 0 ? `?${parts.join("&")}` : "";
    });
}

// ─── Headers ────────────────────────────────────────────────────────────────────────────────

/**
 * A string as a header can carry it: its UTF-8 bytes read as Latin-1 (what arrives when a
 * client sends raw UTF-8), without the CR, LF and NUL that no HTTP message may hold in a value.
 */
export function asHeaderValue(value: string): string {
  return Buffer.from(value, "utf8")
    .toString("latin1")
    .replace(/[\r\n]/g, "")
    .replaceAll("\u0000", "")
    .trim();
}

export const badHeaderValue: fc.Arbitrary<string> = fc.oneof(
  nastyString.map(asHeaderValue),
  unknownId.map(asHeaderValue),
);

/** A number as a body carries it: any JSON number, or text JSON.stringify cannot make. */
export const numberText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS).map((n) => JSON.stringify(n)),
  nastyNumber.map((n) => JSON.stringify(n)),
  fc.integer({ min: -3, max: 120 }).map(String),
  fc.constantFrom(...RAW_NUMBER_TOKENS, '"10"', "true", "null", "[1]", "{}", '"🍦"'),
);

/** What the server reads from numberText's text; undefined when it is not JSON at all. */
export function parsedNumber(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Requests made from an operation's declaration alone (its parameters and request body
 * schemas): a plan (fast-check data, so it shrinks and a seed replays it) becomes a concrete
 * HTTP request when it runs, with the values known to exist at that moment. Each request
 * carries the document's verdict on it: the reasons it breaks the declaration, if any.
 */
import fc from "fast-check";
import {
  asHeaderValue,
  encodeUrlPart,
  MALFORMED_JSON,
  nastyNumber,
  nastyString,
  nastyValue,
  RAW_NUMBER_TOKENS,
  RAW_URL_PARTS,
  TAMPER_KEYS,
  UNKNOWN_IDS,
} from "#server/bad-input/arbitraries.ts";
import { wellFormed } from "#server/bad-input/checks.ts";
import { isIdentifying, type KnownValues, resourceOf } from "./known-values.ts";
import {
  isJsonMedia,
  type JsonSchema,
  mediaEssence,
  type Operation,
  type Parameter,
} from "./openapi-document.ts";
import {
  locationsOf,
  type SchemaBook,
  type SchemaLocation,
  type Step,
  typesOf,
} from "./schemas.ts";

type SchemaObject = Record<string, unknown>;

/** A change that keeps the request valid: an edge value inside the declared bounds. */
export interface Tweak {
  target: number;
  value: unknown;
  label: string;
}

export type Mutation =
  | { kind: "param-omit"; param: number }
  | { kind: "param-set"; param: number; value: unknown; label: string }
  /** Text put in the URL as it is (broken percent-encoding). */
  | { kind: "param-raw"; param: number; text: string }
  | { kind: "body-set"; at: number; value: unknown; label: string }
  | { kind: "body-delete"; at: number }
  | { kind: "body-add"; at: number; key: string; value: unknown }
  | { kind: "body-replace"; value: unknown; label: string }
  | { kind: "body-raw"; text: string | undefined; contentType: string | null; label: string };

export interface Plan {
  /** json-schema-faker's seed for every valid value of the request. */
  seed: number;
  /** How likely an optional parameter or property is to be sent (0, 0.5 or 1). */
  optionals: number;
  /** How likely a field that names something is to take a value known to exist. */
  hints: number;
  /** Whether values take the document's `example` where it gives one. */
  examples: boolean;
  /** Whether arrays are kept to two items at most. */
  small: boolean;
  /** Which of the declared media types a valid body is sent in. */
  media: number;
  /** Drives every other choice (which known value, which array item). */
  pick: number;
  tweaks: Tweak[];
  mutations: Mutation[];
}

export interface FuzzRequest {
  method: string;
  /** Path and query, encoded. */
  url: string;
  headers: Record<string, string>;
  /** Undefined: no body. */
  body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
  contentType: string | null;
  /** Why the document refuses this request; empty when it is valid as far as it can say. */
  refusals: string[];
  /** What was done to it, for the report. */
  notes: string[];
}

/** Headers the client or the transport owns; the document's parameters do not set them. */
const RESERVED_HEADERS = new Set([
  "accept",
  "accept-encoding",
  "authorization",
  "connection",
  "content-length",
  "content-type",
  "cookie",
  "host",
  "origin",
  "transfer-encoding",
]);

/**
 * The most bytes one parameter takes in the URL or a header. Node refuses a request line and
 * headers over 16 KB (431) before the app sees them; that transport limit is the socket
 * suite's business, not the document's.
 */
const MAX_PARAM_BYTES = 2_000;

/** The longest start of a text whose encoding fits in MAX_PARAM_BYTES. */
function capped(text: string, encode: (text: string) => string): string {
  if (encode(text).length <= MAX_PARAM_BYTES) return text;
  const points = Array.from(text);
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (encode(points.slice(0, middle).join("")).length <= MAX_PARAM_BYTES) low = middle;
    else high = middle - 1;
  }
  return points.slice(0, low).join("");
}

const JSON_TYPE = "application/json";

/** A body larger than a JSON API should take (150 KB of text; ours takes 100 KB). */
const OVERSIZED = 150 * 1024;

/** A small deterministic generator (mulberry32) for the choices a plan leaves to `pick`. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ─── The operation's targets ────────────────────────────────────────────────────────────────

export interface OperationShape {
  operation: Operation;
  book: SchemaBook;
  /** The parameters the fuzzer sends (not the transport's own headers). */
  params: Parameter[];
  /** The declared media types of the body and their schemas, JSON first. */
  medias: { type: string; schema: JsonSchema }[];
  /** The one invalid bodies are made from (JSON when declared); `locations` are its. */
  media: { type: string; schema: JsonSchema } | undefined;
  /** Where values sit in the body. */
  locations: SchemaLocation[];
}

export function shapeOf(operation: Operation, book: SchemaBook): OperationShape {
  const params = operation.parameters.filter(
    (p) => !(p.in === "header" && RESERVED_HEADERS.has(p.name.toLowerCase())),
  );
  const medias = Object.entries(operation.body?.content ?? {})
    .map(([type, media]) => ({ type, schema: (media.schema ?? {}) as JsonSchema }))
    .sort(
      (a, b) =>
        Number(isJsonMedia(mediaEssence(b.type))) - Number(isJsonMedia(mediaEssence(a.type))),
    );
  const media = medias[0];
  const locations = media ? locationsOf(book, media.schema) : [];
  return { operation, book, params, medias, media, locations };
}

function isJsonBody(shape: OperationShape): boolean {
  return shape.media !== undefined && isJsonMedia(mediaEssence(shape.media.type));
}

// ─── Arbitraries ────────────────────────────────────────────────────────────────────────────

/** Fits a string into [minLength, maxLength] counted in code points, as JSON Schema counts. */
function fitLength(text: string, schema: SchemaObject): string {
  const points = Array.from(text);
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Number.POSITIVE_INFINITY;
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const kept = points.slice(0, max);
  while (kept.length < min) kept.push("x");
  return kept.join("");
}

function isPlainString(schema: SchemaObject): boolean {
  const types = typesOf(schema);
  return (
    types?.size === 1 &&
    types.has("string") &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
  );
}

function isNumeric(schema: SchemaObject): boolean {
  const types = typesOf(schema);
  return types !== undefined && [...types].every((t) => t === "integer" || t === "number");
}

/** Valid edge values for a place: nasty text within the lengths, numbers on the bounds. */
function edges(schema: SchemaObject): fc.Arbitrary<{ value: unknown; label: string }> | undefined {
  if (isPlainString(schema)) {
    return nastyString.map((text) => ({ value: fitLength(text, schema), label: "edge text" }));
  }
  if (isNumeric(schema)) {
    const integer = typesOf(schema)?.has("integer") && !typesOf(schema)?.has("number");
    const step = integer ? 1 : 0.001;
    const bounds: number[] = [];
    if (typeof schema.minimum === "number") bounds.push(schema.minimum);
    if (typeof schema.maximum === "number") bounds.push(schema.maximum);
    if (typeof schema.exclusiveMinimum === "number") bounds.push(schema.exclusiveMinimum + step);
    if (typeof schema.exclusiveMaximum === "number") bounds.push(schema.exclusiveMaximum - step);
    if (bounds.length === 0) return undefined;
    return fc.constantFrom(...bounds).map((value) => ({ value, label: "edge number" }));
  }
  return undefined;
}

const TYPE_SAMPLES: Record<string, unknown[]> = {
  string: ["texto", "", "1"],
  integer: [0, 7, -1],
  number: [1.5, -0.25],
  boolean: [true, false],
  null: [null],
  array: [[], ["x"], [1, 2]],
  object: [{}, { a: 1 }],
};

/** Values the schema refuses (or nearly): other types, beyond each bound, outside the enum. */
function violations(
  book: SchemaBook,
  schema: SchemaObject,
): fc.Arbitrary<{
  value: unknown;
  label: string;
}> {
  const options: fc.Arbitrary<{ value: unknown; label: string }>[] = [];
  const add = (label: string, ...values: unknown[]) => {
    if (values.length > 0)
      options.push(fc.constantFrom(...values).map((value) => ({ value, label })));
  };
  const types = typesOf(schema);
  if (types) {
    const allowed = (type: string) =>
      types.has(type) || (type === "integer" && types.has("number"));
    add(
      "wrong type",
      ...Object.entries(TYPE_SAMPLES).flatMap(([type, samples]) => (allowed(type) ? [] : samples)),
    );
  }
  if (typeof schema.maxLength === "number") {
    const n = schema.maxLength + 1;
    add("too long", "x".repeat(n), "🍦".repeat(n), `${"a".repeat(n - 1)}\u0000`);
  }
  if (typeof schema.minLength === "number" && schema.minLength > 0) {
    add("too short", "x".repeat(schema.minLength - 1), "");
  }
  if (typeof schema.pattern === "string") {
    add("off pattern", "", " ", "!", "a b", "\u0000", "ç", "../x", "a".repeat(400));
  }
  if (typeof schema.format === "string") {
    add("bad format", `não-é-${schema.format}`, "2026-13-45T25:61:00Z", "@", "");
  }
  if (Array.isArray(schema.enum)) {
    const strings = schema.enum.filter((v): v is string => typeof v === "string");
    add("outside the enum", ...strings.flatMap((v) => [v.toUpperCase(), ` ${v}`]), "outro", "");
  }
  if ("const" in schema) add("not the const", "outro", 0, null);
  const integer = types?.has("integer") && !types.has("number");
  if (typeof schema.minimum === "number") add("below minimum", schema.minimum - 1, -1e9);
  if (typeof schema.exclusiveMinimum === "number")
    add("at exclusive minimum", schema.exclusiveMinimum);
  if (typeof schema.maximum === "number") add("above maximum", schema.maximum + 1, 1e308);
  if (typeof schema.exclusiveMaximum === "number")
    add("at exclusive maximum", schema.exclusiveMaximum);
  if (integer) add("not an integer", 0.5, 1.000001, 2 ** 53 + 2, 1e21);
  if (typeof schema.multipleOf === "number") add("not a multiple", schema.multipleOf * 1.5);
  if (typeof schema.maxItems === "number" || typeof schema.minItems === "number") {
    const item = book.fake((schema.items ?? {}) as JsonSchema, 1, 0.5);
    if (typeof schema.maxItems === "number") {
      add("too many items", new Array(schema.maxItems + 1).fill(item));
    }
    if (typeof schema.minItems === "number" && schema.minItems > 0) {
      add("too few items", new Array(schema.minItems - 1).fill(item));
    }
  }
  if (schema.uniqueItems === true) {
    const item = book.fake((schema.items ?? {}) as JsonSchema, 2, 0.5);
    add("repeated items", [item, item]);
  }
  if (Array.isArray(schema.required) && schema.required.length > 0) add("empty object", {});
  options.push(nastyString.map((value) => ({ value, label: "nasty text" })));
  options.push(nastyNumber.map((value) => ({ value, label: "nasty number" })));
  options.push(nastyValue.map((value) => ({ value, label: "nasty value" })));
  options.push(fc.constantFrom(...UNKNOWN_IDS).map((value) => ({ value, label: "unknown id" })));
  return fc.oneof(...options);
}

/** One of the values, each as likely as its weight. */
function weighted<T>(...choices: [T, number][]): fc.Arbitrary<T> {
  return fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));
}

/** Long texts and lists cut short, so a failure's report stays readable. */
function shortJson(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (typeof member === "string" && member.length > 80) {
      return `${member.slice(0, 80)}…(${member.length} chars)`;
    }
    if (Array.isArray(member) && member.length > 8) {
      return [...member.slice(0, 8), `…(${member.length} items)`];
    }
    return member;
  });
}

/** A plan that fast-check prints short. */
function printable(plan: Plan): Plan {
  return Object.assign(plan, { [fc.toStringMethod]: () => shortJson(plan) });
}

/** Valid requests: valid values, some known to exist, some on their declared edges. */
export function validPlan(shape: OperationShape): fc.Arbitrary<Plan> {
  const targets = tweakTargets(shape);
  const tweak =
    targets.length > 0
      ? fc.oneof(
          ...targets.map(({ index, arbitrary }) =>
            arbitrary.map(({ value, label }) => ({ target: index, value, label })),
          ),
        )
      : undefined;
  return fc
    .record({
      seed: fc.integer(),
      // Mostly complete requests naming things that exist: those get past "not found".
      optionals: weighted([1, 3], [0.5, 1], [0, 1]),
      hints: weighted([1, 3], [0.8, 1], [0, 1]),
      examples: fc.boolean(),
      small: fc.boolean(),
      media: fc.nat(),
      pick: fc.nat(),
      tweaks: tweak ? fc.array(tweak, { maxLength: 3 }) : fc.constant<Tweak[]>([]),
      mutations: fc.constant<Mutation[]>([]),
    })
    .map(printable);
}

/** Invalid requests: a valid one with one to three things broken. */
export function invalidPlan(shape: OperationShape): fc.Arbitrary<Plan> {
  return fc
    .record({
      seed: fc.integer(),
      optionals: fc.constantFrom(0, 0.5, 1),
      hints: fc.constantFrom(0, 0.8),
      examples: fc.boolean(),
      small: fc.boolean(),
      media: fc.constant(0),
      pick: fc.nat(),
      tweaks: fc.constant<Tweak[]>([]),
      mutations: fc.array(mutation(shape), { minLength: 1, maxLength: 3 }),
    })
    .map(printable);
}

/** Targets of tweaks: parameters first (index < params.length), then body locations. */
function tweakTargets(shape: OperationShape) {
  const targets: { index: number; arbitrary: fc.Arbitrary<{ value: unknown; label: string }> }[] =
    [];
  shape.params.forEach((param, index) => {
    const schema = shape.book.resolve(param.schema);
    const arbitrary = schema ? edges(schema) : undefined;
    if (arbitrary) targets.push({ index, arbitrary });
  });
  shape.locations.forEach((location, at) => {
    const arbitrary = edges(location.schema);
    if (arbitrary) targets.push({ index: shape.params.length + at, arbitrary });
  });
  return targets;
}

const OTHER_CONTENT_TYPES = [
  null,
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/octet-stream",
] as const;

function mutation(shape: OperationShape): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [];
  shape.params.forEach((param, index) => {
    const schema = shape.book.resolve(param.schema) ?? {};
    if (param.in !== "path")
      options.push(fc.constant<Mutation>({ kind: "param-omit", param: index }));
    options.push(
      violations(shape.book, schema).map(
        ({ value, label }): Mutation => ({ kind: "param-set", param: index, value, label }),
      ),
    );
    if (param.in === "path" || param.in === "query") {
      options.push(
        fc
          .constantFrom(...RAW_URL_PARTS)
          .map((text): Mutation => ({ kind: "param-raw", param: index, text })),
      );
    }
  });
  if (shape.media) {
    const json = isJsonBody(shape);
    const valid = JSON.stringify(shape.book.fake(shape.media.schema, 7, 1)) ?? "{}";
    options.push(
      fc.constantFrom(...OTHER_CONTENT_TYPES).map(
        (contentType): Mutation => ({
          kind: "body-raw",
          text: valid,
          contentType,
          label: "not the declared content type",
        }),
      ),
      fc.constant<Mutation>({
        kind: "body-raw",
        text: undefined,
        contentType: json ? JSON_TYPE : shape.media.type,
        label: "no body",
      }),
    );
    if (json) {
      options.push(
        fc.constantFrom(...MALFORMED_JSON).map(
          (text): Mutation => ({
            kind: "body-raw",
            text,
            contentType: JSON_TYPE,
            label: "malformed JSON",
          }),
        ),
        fc
          .tuple(
            fc.nat({ max: Math.max(0, valid.length - 1) }),
            fc.constantFrom(...RAW_NUMBER_TOKENS),
          )
          .map(
            ([cut, token]): Mutation => ({
              kind: "body-raw",
              text: `${valid.slice(0, cut)}${token}`,
              contentType: JSON_TYPE,
              label: "truncated or a token JSON cannot hold",
            }),
          ),
        fc.constant<Mutation>({
          kind: "body-replace",
          value: { texto: "x".repeat(OVERSIZED) },
          label: "over the size limit",
        }),
        violations(shape.book, shape.book.resolve(shape.media.schema) ?? {}).map(
          ({ value, label }): Mutation => ({ kind: "body-replace", value, label }),
        ),
      );
      shape.locations.forEach((location, at) => {
        options.push(
          violations(shape.book, location.schema).map(
            ({ value, label }): Mutation => ({ kind: "body-set", at, value, label }),
          ),
          fc.constant<Mutation>({ kind: "body-delete", at }),
        );
        if (typesOf(location.schema)?.has("object")) {
          options.push(
            fc
              .tuple(fc.constantFrom(...TAMPER_KEYS), nastyValue)
              .map(([key, value]): Mutation => ({ kind: "body-add", at, key, value })),
          );
        }
      });
      options.push(
        fc
          .tuple(fc.oneof(fc.constantFrom(...TAMPER_KEYS), nastyString), nastyValue)
          .map(([key, value]): Mutation => ({ kind: "body-add", at: -1, key, value })),
      );
    }
  }
  if (options.length === 0) {
    // Nothing declared to break: an unknown query parameter at least.
    options.push(
      fc
        .tuple(fc.constantFrom(...TAMPER_KEYS), nastyString)
        .map(([key, value]): Mutation => ({ kind: "param-set", param: -1, value, label: key })),
    );
  }
  return fc.oneof(...options);
}

// ─── From a plan to a request ───────────────────────────────────────────────────────────────

type Path = (string | number)[];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The concrete paths of a location in a value (every item of every array on the way). */
function pathsIn(value: unknown, steps: Step[], prefix: Path = []): Path[] {
  if (steps.length === 0) return [prefix];
  const [step, ...rest] = steps as [Step, ...Step[]];
  if ("prop" in step) {
    if (!isRecord(value) || !Object.hasOwn(value, step.prop)) return [];
    return pathsIn(value[step.prop], rest, [...prefix, step.prop]);
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, index) => pathsIn(item, rest, [...prefix, index]));
}

function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown>)?.[key];
  return current;
}

/** A copy with the value at `path` changed; `undefined` removes it. Containers are made as needed. */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string | number, ...Path];
  if (typeof key === "number") {
    const list = Array.isArray(value) ? [...value] : [];
    const index = Math.min(key, list.length);
    const changed = setAt(list[index], rest, next);
    if (changed === undefined && rest.length === 0) list.splice(index, 1);
    else list[index] = changed;
    return list;
  }
  const object: Record<string, unknown> = isRecord(value) ? { ...value } : {};
  const changed = setAt(object[key], rest, next);
  if (changed === undefined && rest.length === 0) delete object[key];
  else object[key] = changed;
  return object;
}

/** The path a mutation targets: an existing one when there is one, else made up (index 0). */
function targetPath(value: unknown, steps: Step[], pick: number): Path {
  const existing = pathsIn(value, steps);
  if (existing.length > 0) return existing[pick % existing.length] ?? [];
  return steps.map((step) => ("prop" in step ? step.prop : 0));
}

/** The array location an item location belongs to, if it may be empty. */
function listOf(locations: SchemaLocation[], item: SchemaLocation): SchemaLocation | undefined {
  const steps = item.steps.slice(0, -1);
  const list = locations.find(
    (l) => l.steps.length === steps.length && JSON.stringify(l.steps) === JSON.stringify(steps),
  );
  const minItems = list?.schema.minItems;
  return list && (typeof minItems !== "number" || minItems === 0) ? list : undefined;
}

/** A parameter value as text (the simple and form styles of OpenAPI for primitives). */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    return Array.isArray(value) ? value.map(textOf).join(",") : JSON.stringify(value);
  }
  return String(value);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * A text as a header carries it: its UTF-8 bytes read as Latin-1, without the control
 * characters (tab aside) that no HTTP client may send in a field value.
 */
function headerText(text: string): string {
  return asHeaderValue(text).replace(CONTROL_CHARACTERS, "").trim();
}

/** What the server reads for a parameter sent as this text. */
function received(param: Parameter, text: string): string {
  return param.in === "header" ? headerText(text) : wellFormed(text);
}

/**
 * Whether the document refuses a parameter's text. Only what is unambiguous is judged: a
 * string schema against the text itself; a number schema only for plain decimal text or text
 * that is no number at all (a server may read " 5" or "" as numbers: the document does not say).
 */
function paramRefusal(book: SchemaBook, param: Parameter, text: string): string | undefined {
  const schema = book.resolve(param.schema);
  if (!schema) return undefined;
  const types = typesOf(schema);
  const what = `${param.in} parameter ${param.name} = ${JSON.stringify(text.slice(0, 80))}`;
  if (types?.size === 1 && types.has("string")) {
    const verdict = book.request(param.schema, text);
    return verdict.valid ? undefined : `${what}: ${verdict.errors}`;
  }
  if (types && isNumeric(schema)) {
    if (/^-?(0|[1-9]\d*)(\.\d+)?$/.test(text)) {
      const verdict = book.request(param.schema, Number(text));
      return verdict.valid ? undefined : `${what}: ${verdict.errors}`;
    }
    if (text !== "" && !/\s/.test(text) && Number.isNaN(Number(text))) {
      return `${what}: not a number`;
    }
  }
  return undefined;
}

export function buildRequest(shape: OperationShape, plan: Plan, known: KnownValues): FuzzRequest {
  const { operation, book, params } = shape;
  const rng = random(plan.pick);
  // A valid request may use any declared media type; invalid ones break the JSON one.
  const media =
    plan.mutations.length === 0
      ? shape.medias[plan.media % Math.max(1, shape.medias.length)]
      : shape.media;
  const locations = media === shape.media ? shape.locations : [];
  const notes: string[] = [];
  const refusals: string[] = [];

  // Valid values first, optional ones by the plan's odds.
  const values = new Map<number, unknown>();
  params.forEach((param, index) => {
    if (param.required || rng() < plan.optionals) {
      values.set(
        index,
        book.fake(param.schema, plan.seed + index * 7_919, plan.optionals, plan.small),
      );
    }
  });
  let body: unknown = media
    ? book.fake(media.schema, plan.seed, plan.optionals, plan.small)
    : undefined;

  // The document's examples, where it gives them.
  if (plan.examples) {
    values.forEach((_value, index) => {
      const schema = book.resolve((params[index] as Parameter).schema);
      if (schema && "example" in schema) values.set(index, schema.example);
    });
    for (const location of locations) {
      if (!("example" in location.schema)) continue;
      for (const path of pathsIn(body, location.steps))
        body = setAt(body, path, location.schema.example);
    }
    if (notes.length === 0) notes.push("examples");
  }

  // Values known to exist, for what names something (and for choices, the one that goes with
  // it: the sizes a product is sold in).
  const wanted = (name: string, schema: JsonSchema | undefined) => {
    const resolved = book.resolve(schema);
    return isIdentifying(name) || Array.isArray(resolved?.enum);
  };
  const hintable = locations.filter(
    (l) =>
      wanted(l.name, l.schema) &&
      [...(typesOf(l.schema) ?? [])].some(
        (t) => t === "string" || t === "integer" || t === "number",
      ),
  );
  const hintedParams = params.filter((p) => wanted(p.name, p.schema));
  const context = known.context(
    [...hintedParams.map((p) => p.name), ...hintable.map((l) => l.name)],
    plan.pick,
    resourceOf(operation.path),
  );
  const hint = (name: string, schema: JsonSchema, asText: boolean): unknown => {
    if (rng() >= plan.hints) return undefined;
    // A choice (a status) is taken from what exists half the time only: the same status again
    // is seldom what a request means.
    if (!isIdentifying(name) && rng() < 0.5) return undefined;
    const value = known.valueFor(name, Math.floor(rng() * 1e9), context);
    if (value === undefined) return undefined;
    const candidate = asText ? String(value) : value;
    return book.request(schema, candidate).valid ? candidate : undefined;
  };
  values.forEach((value, index) => {
    const param = params[index] as Parameter;
    if (!hintedParams.includes(param)) return;
    const knownValue = hint(param.name, param.schema, typeof value === "string");
    if (knownValue !== undefined) values.set(index, knownValue);
  });
  for (const location of hintable) {
    const last = location.steps.at(-1);
    const list = last && "item" in last ? listOf(locations, location) : undefined;
    if (list && plan.hints > 0 && known.valueFor(location.name, 0) === undefined) {
      // A list of ids of which none is known (add-ons when the shop has none) is left empty,
      // where the schema allows it: made-up ids could only ever be "not found".
      for (const path of pathsIn(body, list.steps)) body = setAt(body, path, []);
      continue;
    }
    for (const path of pathsIn(body, location.steps)) {
      const knownValue = hint(location.name, location.schema, false);
      if (knownValue !== undefined) body = setAt(body, path, knownValue);
    }
  }

  for (const tweak of plan.tweaks) {
    if (tweak.target < params.length) {
      if (values.has(tweak.target)) values.set(tweak.target, tweak.value);
    } else {
      const location = locations[tweak.target - params.length];
      const paths = location ? pathsIn(body, location.steps) : [];
      const path = paths[Math.floor(rng() * paths.length)];
      if (path) body = setAt(body, path, tweak.value);
    }
    notes.push(tweak.label);
  }

  // Then what the plan breaks.
  const raw = new Map<number, string>();
  const extraQuery: [string, string][] = [];
  let rawBody: { text: string | undefined; contentType: string | null } | undefined;
  for (const change of plan.mutations) {
    switch (change.kind) {
      case "param-omit":
        values.delete(change.param);
        raw.delete(change.param);
        notes.push(`no ${params[change.param]?.name}`);
        break;
      case "param-set":
        if (change.param < 0) {
          extraQuery.push([change.label, textOf(change.value)]);
          notes.push(`extra query parameter ${change.label}`);
        } else {
          values.set(change.param, change.value);
          raw.delete(change.param);
          notes.push(`${params[change.param]?.name}: ${change.label}`);
        }
        break;
      case "param-raw":
        raw.set(change.param, change.text);
        notes.push(`${params[change.param]?.name}: raw ${change.text}`);
        break;
      case "body-set": {
        const location = shape.locations[change.at];
        if (!location) break;
        body = setAt(body, targetPath(body, location.steps, plan.pick), change.value);
        notes.push(`body ${location.name}: ${change.label}`);
        break;
      }
      case "body-delete": {
        const location = shape.locations[change.at];
        if (!location) break;
        const paths = pathsIn(body, location.steps);
        const path = paths[plan.pick % Math.max(1, paths.length)];
        if (path) body = setAt(body, path, undefined);
        notes.push(`body without ${location.name}`);
        break;
      }
      case "body-add": {
        const location = change.at >= 0 ? shape.locations[change.at] : undefined;
        const path = location ? targetPath(body, location.steps, plan.pick) : [];
        const owner = getAt(body, path);
        const object = isRecord(owner) ? owner : {};
        // Own data property, "__proto__" included.
        const extended = Object.fromEntries([
          ...Object.entries(object),
          [change.key, change.value],
        ]);
        body = setAt(body, path, extended);
        notes.push(`body ${location?.name ?? ""} + ${JSON.stringify(change.key).slice(0, 40)}`);
        break;
      }
      case "body-replace":
        body = change.value;
        notes.push(`body: ${change.label}`);
        break;
      case "body-raw":
        rawBody = { text: change.text, contentType: change.contentType };
        notes.push(`body: ${change.label} (${change.contentType ?? "no content type"})`);
        break;
    }
  }

  // The URL, headers and body, and what the document says of them.
  let path = operation.path;
  const query: string[] = [];
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  params.forEach((param, index) => {
    const rawText = raw.get(index);
    if (!values.has(index) && rawText === undefined) {
      if (param.required) refusals.push(`no ${param.in} parameter ${param.name}`);
      if (param.in === "path") path = path.replace(`{${param.name}}`, "_");
      return;
    }
    const value = values.get(index);
    let text = rawText ?? capped(textOf(value), param.in === "header" ? headerText : encodeUrlPart);
    switch (param.in) {
      case "path": {
        // An empty or dot segment would be another URL: those are not this operation.
        if (rawText === undefined && ["", ".", ".."].includes(text)) text = `${text}_`;
        path = path.replace(`{${param.name}}`, rawText ?? encodeUrlPart(text));
        break;
      }
      case "query": {
        if (rawText === undefined && Array.isArray(value) && param.explode !== false) {
          let bytes = 0;
          for (const item of value) {
            const part = `${encodeUrlPart(param.name)}=${encodeUrlPart(capped(textOf(item), encodeUrlPart))}`;
            bytes += part.length;
            if (bytes > MAX_PARAM_BYTES) break;
            query.push(part);
          }
        } else {
          query.push(`${encodeUrlPart(param.name)}=${rawText ?? encodeUrlPart(text)}`);
        }
        break;
      }
      case "header":
        headers[param.name] = headerText(text);
        text = headers[param.name] ?? "";
        break;
      case "cookie":
        cookies.push(`${param.name}=${encodeUrlPart(text)}`);
        break;
    }
    if (rawText === undefined && !Array.isArray(value)) {
      const refusal = paramRefusal(book, param, received(param, text));
      if (refusal) refusals.push(refusal);
    }
  });
  for (const [key, value] of extraQuery) {
    query.push(`${encodeUrlPart(key)}=${encodeUrlPart(capped(value, encodeUrlPart))}`);
  }
  if (cookies.length > 0) headers.cookie = cookies.join("; ");

  let sent: FuzzRequest["body"];
  let contentType: string | null = null;
  if (rawBody) {
    // Without a Content-Type, fetch would call a string text/plain: bytes go as they are.
    sent =
      rawBody.contentType === null && rawBody.text !== undefined
        ? new Uint8Array(Buffer.from(rawBody.text, "utf8"))
        : rawBody.text;
    contentType = rawBody.contentType;
    const refusal = rawBodyRefusal(shape, rawBody);
    if (refusal) refusals.push(refusal);
  } else if (media) {
    contentType = media.type;
    if (isJsonMedia(mediaEssence(media.type))) {
      sent = JSON.stringify(body);
      if (sent === undefined) {
        if (operation.body?.required) refusals.push("no body");
      } else {
        const verdict = book.request(media.schema, JSON.parse(sent));
        if (!verdict.valid) refusals.push(`body: ${verdict.errors}`);
      }
    } else {
      sent = encodeBody(media.type, body);
    }
    if (sent instanceof FormData) contentType = null; // fetch writes it with the boundary
  }

  return {
    method: operation.method,
    url: `${path}${query.length > 0 ? `?${query.join("&")}` : ""}`,
    headers,
    body: sent,
    contentType,
    refusals,
    notes,
  };
}

function rawBodyRefusal(
  shape: OperationShape,
  body: { text: string | undefined; contentType: string | null },
): string | undefined {
  const declared = Object.keys(shape.operation.body?.content ?? {}).map(mediaEssence);
  const essence = mediaEssence(body.contentType);
  if (body.text === undefined) {
    return shape.operation.body?.required ? "no body" : undefined;
  }
  if (!declared.includes(essence)) return `content type ${body.contentType ?? "none"} not declared`;
  if (!isJsonMedia(essence) || !shape.media) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.text);
  } catch {
    return "body is not JSON";
  }
  const verdict = shape.book.request(shape.media.schema, parsed);
  return verdict.valid ? undefined : `body: ${verdict.errors}`;
}

/** A body in a media type other than JSON: form fields, or the value as text. */
function encodeBody(type: string, value: unknown): FuzzRequest["body"] {
  const essence = mediaEssence(type);
  if (essence === "multipart/form-data" && isRecord(value)) {
    const form = new FormData();
    for (const [key, member] of Object.entries(value)) {
      if (member === undefined) continue;
      form.append(key, new Blob([textOf(member)], { type: "application/octet-stream" }), key);
    }
    return form;
  }
  if (essence === "application/x-www-form-urlencoded" && isRecord(value)) {
    return new URLSearchParams(
      Object.entries(value).map(([key, member]) => [key, textOf(member)]),
    ).toString();
  }
  return textOf(value);
}

/** One line for the report: the request as sent. */
export function describeFuzzRequest(request: FuzzRequest): string {
  const body =
    typeof request.body === "string"
      ? ` ${JSON.stringify(request.body.slice(0, 400))}${request.body.length > 400 ? "…" : ""}`
      : request.body === undefined
        ? ""
        : ` <${request.body.constructor.name}>`;
  const headers = Object.keys(request.headers).length
    ? ` ${JSON.stringify(request.headers).slice(0, 300)}`
    : "";
  return `${request.method} ${request.url.slice(0, 400)}${headers} [${request.contentType ?? "no content type"}]${body}`;
}

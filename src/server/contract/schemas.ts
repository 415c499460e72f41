/**
 * The document's JSON Schemas (OpenAPI 3.1 = JSON Schema draft 2020-12), as the fuzzer uses
 * them: validated with Ajv's 2020-12 validator, instances made with json-schema-faker, and
 * walked to find where a request's values sit. Nothing here knows the app's zod schemas.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { generateSync } from "json-schema-faker";
import { deref, type JsonSchema, type OpenApiDocument } from "./openapi-document.ts";

type SchemaObject = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const COMPONENTS_ID = "urn:frosty:openapi-fuzz:components";
const LOCAL_COMPONENT = "#/components/schemas/";

/** The keywords OpenAPI 3.1's schema dialect adds to JSON Schema (annotations for a validator). */
const OPENAPI_KEYWORDS = ["discriminator", "xml", "externalDocs", "example"];

/** Keywords whose value is one schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = [
  "additionalProperties",
  "items",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema",
];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];

/** A deep copy of a schema with `change` applied to every subschema, children first. */
function mapSchema(
  schema: unknown,
  change: (node: SchemaObject, context: { inAllOf: boolean }) => SchemaObject,
  inAllOf = false,
): unknown {
  if (!isRecord(schema)) return schema;
  const copy: SchemaObject = { ...schema };
  for (const key of ONE_SCHEMA) {
    if (key in copy) copy[key] = mapSchema(copy[key], change);
  }
  for (const key of SCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((s) => mapSchema(s, change, key === "allOf"));
  }
  for (const key of SCHEMA_MAPS) {
    const map = copy[key];
    if (isRecord(map)) {
      copy[key] = Object.fromEntries(
        Object.entries(map).map(([name, s]) => [name, mapSchema(s, change)]),
      );
    }
  }
  return change(copy, { inAllOf });
}

/** `#/components/schemas/X` → the registered components schema's `$defs/X`. */
function rewriteRefs(node: SchemaObject): SchemaObject {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  if (!ref.startsWith(LOCAL_COMPONENT)) {
    throw new Error(`The fuzzer follows $refs to #/components/schemas only, not ${ref}`);
  }
  return { ...node, $ref: `${COMPONENTS_ID}#/$defs/${ref.slice(LOCAL_COMPONENT.length)}` };
}

/**
 * An object schema that lists its properties admits no other (`unevaluatedProperties: false`,
 * which also sees through allOf/$ref), unless it says otherwise. The API's contract is exact
 * (decision 012): an answer with a field its schema does not declare is outside the contract.
 * A schema inside allOf is left open, its allOf parent closed instead; so is a component that
 * some allOf names.
 */
function closeObjects(openComponents: Set<string>) {
  return (node: SchemaObject, { inAllOf }: { inAllOf: boolean }): SchemaObject => {
    const lists = "properties" in node || Array.isArray(node.allOf);
    const open =
      "additionalProperties" in node ||
      "unevaluatedProperties" in node ||
      "patternProperties" in node;
    const component =
      typeof node.$ref === "string" && node.$ref.startsWith(LOCAL_COMPONENT)
        ? node.$ref.slice(LOCAL_COMPONENT.length)
        : undefined;
    if (!lists || open || inAllOf || (component && openComponents.has(component))) return node;
    return { ...node, unevaluatedProperties: false };
  };
}

/** Components that an allOf names directly: closing them would refuse their siblings' fields. */
function componentsInAllOf(doc: OpenApiDocument): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isRecord(value)) return;
    if (Array.isArray(value.allOf)) {
      for (const member of value.allOf) {
        if (isRecord(member) && typeof member.$ref === "string") {
          names.add(member.$ref.slice(LOCAL_COMPONENT.length));
        }
      }
    }
    Object.values(value).forEach(visit);
  };
  visit(doc);
  return names;
}

/** Every `format` the document uses. */
function formatsUsed(doc: OpenApiDocument): Set<string> {
  const formats = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    if (!isRecord(value)) return;
    if (typeof value.format === "string") formats.add(value.format);
    Object.values(value).forEach(visit);
  };
  visit(doc);
  return formats;
}

export interface Verdict {
  valid: boolean;
  /** Ajv's errors, as text; empty when valid. */
  errors: string;
}

function describeErrors(errors: ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}${paramsText(e)}`)
    .join("; ");
}

function paramsText(error: ErrorObject): string {
  const { additionalProperty, unevaluatedProperty, allowedValues } = error.params as Record<
    string,
    unknown
  >;
  const extra = additionalProperty ?? unevaluatedProperty;
  if (extra !== undefined) return ` (${JSON.stringify(extra)})`;
  if (allowedValues !== undefined) return ` (${JSON.stringify(allowedValues)})`;
  return "";
}

class Validators {
  private readonly ajv: Ajv2020;
  private readonly cache = new WeakMap<object, ValidateFunction>();

  constructor(
    doc: OpenApiDocument,
    unchecked: Set<string>,
    private readonly prepare: (schema: unknown) => unknown,
  ) {
    this.ajv = new Ajv2020({
      strict: true,
      // zod writes `type` beside other keywords freely: those are style warnings, not errors.
      strictTypes: false,
      strictTuples: false,
      strictRequired: false,
      allowUnionTypes: true,
      allErrors: true,
    });
    addFormats(this.ajv);
    this.ajv.addVocabulary(OPENAPI_KEYWORDS);
    for (const format of formatsUsed(doc)) {
      if (!(format in this.ajv.formats)) {
        // OpenAPI lets a document name formats of its own; they annotate, they do not restrict.
        this.ajv.addFormat(format, true);
        unchecked.add(format);
      }
    }
    const components = (doc.components?.schemas ?? {}) as Record<string, unknown>;
    this.ajv.addSchema({
      $id: COMPONENTS_ID,
      $defs: Object.fromEntries(
        Object.entries(components).map(([name, schema]) => [name, this.prepare(schema)]),
      ),
    });
  }

  check(schema: JsonSchema, value: unknown): Verdict {
    let validate: ValidateFunction | undefined;
    if (typeof schema === "boolean") {
      validate = this.ajv.compile(schema);
    } else {
      validate = this.cache.get(schema);
      if (!validate) {
        validate = this.ajv.compile(this.prepare(schema) as SchemaObject);
        this.cache.set(schema, validate);
      }
    }
    const valid = validate(value) as boolean;
    return { valid, errors: valid ? "" : describeErrors(validate.errors) };
  }
}

/**
 * The document's schemas with two validators: one as declared (is this request valid?) and
 * one for answers, where objects are closed (see closeObjects).
 */
export class SchemaBook {
  /** Formats the document names that no validator knows: accepted as any string. */
  readonly uncheckedFormats = new Set<string>();
  private readonly asDeclared: Validators;
  private readonly exact: Validators;

  constructor(readonly doc: OpenApiDocument) {
    this.asDeclared = new Validators(doc, this.uncheckedFormats, (schema) =>
      mapSchema(schema, rewriteRefs),
    );
    const close = closeObjects(componentsInAllOf(doc));
    this.exact = new Validators(doc, this.uncheckedFormats, (schema) =>
      mapSchema(schema, (node, context) => rewriteRefs(close(node, context))),
    );
  }

  /** Whether a request value is what the document asks for. */
  request(schema: JsonSchema, value: unknown): Verdict {
    return this.asDeclared.check(schema, value);
  }

  /** Whether an answer's body is what the document declares, with no undeclared field. */
  response(schema: JsonSchema, value: unknown): Verdict {
    return this.exact.check(schema, value);
  }

  /** A schema with its `$ref`s followed (the top level only). */
  resolve(schema: JsonSchema | undefined): SchemaObject | undefined {
    if (schema === undefined || typeof schema === "boolean") return undefined;
    return deref(this.doc, schema);
  }

  /**
   * A value valid for the schema, made by json-schema-faker from a seed (so a fast-check seed
   * replays it). Should it fail on a schema, a plain sample from the schema's own keywords
   * stands in, and the request's verdict still comes from the validator.
   */
  fake(schema: JsonSchema, seed: number, optionals: number, small = false): unknown {
    if (schema === true) return "qualquer";
    if (schema === false) return undefined;
    // json-schema-faker sometimes leaves a nested string empty whatever its `format` (an empty
    // date-time): a few more seeds, then the schema's own sample, so the value is valid.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const value = this.generate(schema, seed + attempt * 7_919, optionals, small);
      if (value !== undefined && this.request(schema, value).valid) return value;
    }
    return this.sample(schema, 0);
  }

  private generate(schema: JsonSchema, seed: number, optionals: number, small: boolean): unknown {
    try {
      return generateSync(
        { ...(schema as object), components: this.doc.components } as Parameters<
          typeof generateSync
        >[0],
        {
          seed,
          optionalsProbability: optionals,
          alwaysFakeOptionals: optionals >= 1,
          maxDefaultItems: 3,
          // Everything filled in: optional fields sent, no text empty.
          ...(optionals >= 1 ? { minLength: 1 } : {}),
          // Lists of two at most, or of eight (long lists are the invalid requests' business).
          maxItems: small ? 2 : 8,
        },
      );
    } catch {
      return undefined;
    }
  }

  private sample(schema: JsonSchema | undefined, depth: number): unknown {
    const s = this.resolve(schema);
    if (!s || depth > 8) return null;
    if ("const" in s) return s.const;
    if (Array.isArray(s.enum)) return s.enum[0];
    if ("default" in s) return s.default;
    if ("example" in s) return s.example;
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      const list = s[key];
      if (Array.isArray(list) && list.length > 0) return this.sample(list[0] as JsonSchema, depth);
    }
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type) {
      case "object": {
        const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
        const required = (s.required ?? []) as string[];
        return Object.fromEntries(required.map((k) => [k, this.sample(properties[k], depth + 1)]));
      }
      case "array":
        return Array.from({ length: Number(s.minItems ?? 0) }, () =>
          this.sample(s.items as JsonSchema, depth + 1),
        );
      case "integer":
      case "number":
        return Number(s.minimum ?? s.exclusiveMinimum ?? 0) + (s.exclusiveMinimum ? 1 : 0);
      case "boolean":
        return true;
      case "null":
        return null;
      default:
        return FORMAT_SAMPLES[String(s.format)] ?? "x".repeat(Number(s.minLength ?? 1));
    }
  }
}

/** A valid string for each format the document uses, where "x" would not be one. */
const FORMAT_SAMPLES: Record<string, string> = {
  "date-time": "2026-01-01T12:00:00.000Z",
  date: "2026-01-01",
  email: "equipe@frosty.com.br",
  uri: "https://frosty.com.br",
};

// ─── Where values sit in a schema ───────────────────────────────────────────────────────────

/** One step into a value: an object's property, or any item of an array. */
export type Step = { prop: string } | { item: true };

export interface SchemaLocation {
  steps: Step[];
  /** The location's schema, `$ref`s followed. */
  schema: SchemaObject;
  /** The property name, or the array's name in the singular for its items ("addonIds" → "addonId"). */
  name: string;
  /** Whether its object lists it in `required` (false for array items). */
  required: boolean;
}

/** The JSON types a schema allows; undefined when it does not say. */
export function typesOf(schema: SchemaObject): Set<string> | undefined {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonType));
  if ("const" in schema) return new Set([jsonType(schema.const)]);
  return undefined;
}

export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

export function singular(name: string): string {
  return name.endsWith("ies")
    ? `${name.slice(0, -3)}y`
    : name.endsWith("s") && !name.endsWith("ss")
      ? name.slice(0, -1)
      : name;
}

/**
 * Every place in a value of this schema that the fuzzer can target: properties (required or
 * not), array items, through anyOf/oneOf/allOf branches; recursion stops at a depth of 6.
 */
export function locationsOf(book: SchemaBook, schema: JsonSchema | undefined): SchemaLocation[] {
  const found: SchemaLocation[] = [];
  const visit = (raw: JsonSchema | undefined, steps: Step[], name: string, required: boolean) => {
    const s = book.resolve(raw);
    if (!s || steps.length > 6) return;
    if (steps.length > 0) found.push({ steps, schema: s, name, required });
    for (const key of ["anyOf", "oneOf", "allOf"]) {
      const list = s[key];
      if (Array.isArray(list)) {
        for (const branch of list) visitChildren(book.resolve(branch as JsonSchema), steps, name);
      }
    }
    visitChildren(s, steps, name);
  };
  const visitChildren = (s: SchemaObject | undefined, steps: Step[], name: string) => {
    if (!s) return;
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    if (isRecord(s.properties)) {
      for (const [prop, child] of Object.entries(s.properties)) {
        visit(child as JsonSchema, [...steps, { prop }], prop, required.has(prop));
      }
    }
    if (s.items !== undefined && typeof s.items !== "boolean") {
      visit(s.items as JsonSchema, [...steps, { item: true }], singular(name), false);
    }
  };
  visit(schema, [], "", true);
  return found;
}

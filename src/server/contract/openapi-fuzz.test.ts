/**
 * An independent fuzzer driven by the OpenAPI document the server publishes
 * (GET /api/openapi.json), not by the app's zod schemas: for every operation the document lists,
 * requests are made from its declared parameters and JSON body schemas, valid ones
 * (json-schema-faker, with ids known to exist and values on the declared edges) and invalid
 * ones (fast-check: wrong types, missing required fields, values beyond every bound, huge text,
 * NULs and lone surrogates, unknown ids, malformed JSON, other content types), sent over HTTP
 * to the real app on a loopback port. Every answer is judged by the document alone, with Ajv's
 * draft 2020-12 validator: never a 5xx, the status declared for the operation, the body valid
 * for its declared schema with no undeclared field, and a refusal (4xx) for every request the
 * document refuses. Staff operations run signed in as an admin, and again anonymously (401)
 * and signed in without the admin role (403).
 *
 * FUZZ_RUNS multiplies the run counts, FUZZ_SECONDS bounds the whole run (40 s), FUZZ_SEED
 * replays one (failures print it), FUZZ_REPORT=1 prints the statuses each operation got.
 * `npm run fuzz:api` runs this file alone, longer.
 */
import { createHash, randomInt } from "node:crypto";
import { validate as validateOpenApi } from "@scalar/openapi-parser";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { serveTestApp } from "#server/testing/served-app.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp } from "#server/testing/test-app.ts";
import { type Caller, problemsOf, send } from "./answers.ts";
import { KnownValues } from "./known-values.ts";
import {
  isJsonMedia,
  mediaEssence,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  visitOrder,
} from "./openapi-document.ts";
import {
  buildRequest,
  describeFuzzRequest,
  invalidPlan,
  type OperationShape,
  type Plan,
  shapeOf,
  validPlan,
} from "./requests.ts";
import { SchemaBook } from "./schemas.ts";

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const RUNS = positive("FUZZ_RUNS", 1);
const SECONDS = positive("FUZZ_SECONDS", 40);
const SEED = Number.isSafeInteger(Number(process.env.FUZZ_SEED))
  ? Number(process.env.FUZZ_SEED)
  : randomInt(2 ** 31);
const REPORT = process.env.FUZZ_REPORT === "1";

/** Each test's own seed, from the run's: one test replays alone with -t (against a fresh app). */
function seedOf(name: string): number {
  return createHash("sha256").update(`${SEED}:${name}`).digest().readInt32LE(0);
}

const runs = (count: number) => Math.max(1, Math.round(count * RUNS));

// The app is served before the tests are collected: the tests are the document's operations.
const t = await createTestApp();
// The app's own fetch, not the test helper's checked one: the zod contract checks stay out.
const served = await serveTestApp({ ...t, fetch: async (request) => t.app.fetch(request) });
const base = `http://127.0.0.1:${served.port}`;
const documentText = await (await fetch(`${base}/api/openapi.json`)).text();
const doc = JSON.parse(documentText) as OpenApiDocument;
const operations = operationsOf(doc).sort(visitOrder);
const book = new SchemaBook(doc);
const shapes = new Map<Operation, OperationShape>(operations.map((op) => [op, shapeOf(op, book)]));
const known = new KnownValues();
await known.seed(t.database.db);
const admin = await signedInStaff(t, { admin: true });
const staff = await signedInStaff(t);

const callers = {
  admin: { name: "admin", cookie: admin.browser.cookieHeader, origin: base },
  staff: { name: "staff without the admin role", cookie: staff.browser.cookieHeader, origin: base },
  anonymous: { name: "anonymous" },
} satisfies Record<string, Caller>;

afterAll(async () => {
  if (REPORT) {
    console.info(`OpenAPI fuzz, FUZZ_SEED=${SEED}: statuses per test`);
    for (const [name, counts] of statuses) {
      const line = [...counts].map(([status, n]) => `${status}×${n}`).join(" ");
      console.info(`  ${name}: ${line}`);
    }
    if (book.uncheckedFormats.size > 0) {
      console.info(`  formats not checked: ${[...book.uncheckedFormats].join(", ")}`);
    }
  }
  await served.close();
  await t.database.dispose();
});

const statuses = new Map<string, Map<string, number>>();

function count(name: string, key: string): void {
  const counts = statuses.get(name) ?? new Map<string, number>();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  statuses.set(name, counts);
}

/** For the report: an error answer's code (`{ "error": { "code" } }`), when it has one. */
function codeOf(body: unknown): string {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return typeof code === "string" ? ` ${code}` : "";
}

interface Phase {
  title: string;
  /** Its share of FUZZ_SECONDS, split between its operations. */
  share: number;
  operations: Operation[];
  plan(shape: OperationShape): fc.Arbitrary<Plan>;
  numRuns: number;
  /** Who sends each request, and the one status each must get, if there is one. */
  callers(op: Operation): { caller: Caller; expected?: number }[];
}

const secured = operations.filter((op) => op.secured);
const usual = (op: Operation) => [{ caller: op.secured ? callers.admin : callers.anonymous }];

const PHASES: Phase[] = [
  {
    title: "valid requests",
    share: 0.4,
    operations,
    plan: validPlan,
    numRuns: runs(40),
    callers: usual,
  },
  {
    title: "invalid requests",
    share: 0.5,
    operations,
    plan: invalidPlan,
    numRuns: runs(80),
    callers: usual,
  },
  {
    title: "without the admin role",
    share: 0.1,
    operations: secured,
    plan: validPlan,
    numRuns: runs(4),
    callers: () => [
      { caller: callers.anonymous, expected: 401 },
      { caller: callers.staff, expected: 403 },
    ],
  },
];

async function fuzz(phase: Phase, op: Operation, name: string, timeLimit: number): Promise<void> {
  const shape = shapes.get(op) as OperationShape;
  const property = fc.asyncProperty(phase.plan(shape), async (plan) => {
    const request = buildRequest(shape, plan, known);
    for (const { caller, expected } of phase.callers(op)) {
      const answer = await send(base, request, caller);
      const problems = problemsOf(book, op, answer);
      // A body over the size limit may be refused before the caller is (413), where declared.
      const tooLarge = answer.status === 413 && op.responses["413"] !== undefined;
      if (expected !== undefined && answer.status !== expected && !tooLarge) {
        problems.push(`${caller.name} must get ${expected}, got ${answer.status}`);
      }
      const refused = answer.status >= 400 && answer.status < 500;
      if (request.refusals.length > 0 && !refused) {
        problems.push(
          `the document refuses this request (${request.refusals.join("; ")}), yet it got ${answer.status}`,
        );
      }
      count(
        name,
        `${answer.status}${request.refusals.length > 0 ? "" : " (valid)"}${codeOf(answer.json)}`,
      );
      if (answer.status >= 200 && answer.status < 300 && answer.json !== undefined) {
        known.harvest(op.path, answer.json);
      }
      if (problems.length > 0) {
        throw new Error(
          [
            `${op.id} as ${caller.name}:`,
            ...problems.map((p) => `  - ${p}`),
            `  request: ${describeFuzzRequest(request)}`,
            `  made by: ${request.notes.join(", ") || "the schemas alone"}`,
          ].join("\n"),
        );
      }
    }
  });
  const started = Date.now();
  const stages = [
    // A few runs whatever the clock says, then as many as the time allows.
    { seed: seedOf(name), numRuns: Math.min(3, phase.numRuns) },
    { seed: seedOf(`${name}:more`), numRuns: phase.numRuns - Math.min(3, phase.numRuns) },
  ];
  for (const [index, stage] of stages.entries()) {
    const left = timeLimit - (Date.now() - started);
    if (stage.numRuns <= 0 || (index > 0 && left <= 0)) continue;
    const details = await fc.check(property, {
      seed: stage.seed,
      numRuns: stage.numRuns,
      includeErrorInReport: true,
      ...(index > 0 ? { interruptAfterTimeLimit: left, markInterruptAsFailure: false } : {}),
    });
    // Out of time before the first run of the second stage is no failure: the first ran.
    if (details.failed && details.counterexample !== null) {
      const run = `FUZZ_SEED=${SEED} npx vitest run --project "api (PGlite)" src/server/contract/openapi-fuzz.test.ts`;
      const pattern = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      throw new Error(
        `${fc.defaultReportMessage(details)}\n\nReplay the whole run (the server's state included):\n  ${run}\n` +
          `or this test alone:\n  ${run} -t "^${pattern}$"`,
      );
    }
  }
}

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document that lists operations", async () => {
    const { valid, errors } = await validateOpenApi(structuredClone(doc));
    expect(errors ?? [], "the document's own errors").toEqual([]);
    expect(valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(operations.length).toBeGreaterThan(0);
  });
});

describe("the judge", () => {
  it("accepts every answer as the document declares it, and nothing else", () => {
    let checked = 0;
    for (const op of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const json = Object.entries(response.content ?? {}).find(([type]) =>
          isJsonMedia(mediaEssence(type)),
        );
        if (!/^\d{3}$/.test(status) || !json?.[1].schema) continue;
        const [type, { schema }] = json;
        const where = `${op.id} → ${status}`;
        const answer = (body: unknown, code = Number(status)) => ({
          status: code,
          contentType: `${type}; charset=UTF-8`,
          text: JSON.stringify(body),
        });
        // A body made from the declared schema passes (a 5xx is refused for being one).
        const body = book.fake(schema, checked, 1);
        const problems = problemsOf(book, op, answer(body));
        expect(
          problems.filter((p) => !p.startsWith("answered 5")),
          where,
        ).toEqual([]);
        // An undeclared field, a wrong type, an undeclared status do not.
        if (typeof body === "object" && body !== null && !Array.isArray(body)) {
          expect(problemsOf(book, op, answer({ ...body, naoDeclarado: 1 })), where).not.toEqual([]);
        }
        expect(problemsOf(book, op, answer(body === 42 ? "42" : 42)), where).not.toEqual([]);
        expect(problemsOf(book, op, answer(body, 418)), where).not.toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

for (const phase of PHASES) {
  describe(phase.title, () => {
    // The phase's time is shared out as it goes: what a quick operation leaves, the next gets.
    const budget = phase.share * SECONDS * 1_000;
    let spent = 0;
    let left = phase.operations.length;
    for (const op of phase.operations) {
      // Vitest's full name for the test, which -t matches.
      const name = `${phase.title} ${op.id}`;
      it(
        op.id,
        async () => {
          const started = Date.now();
          const timeLimit = Math.max(300, (budget - spent) / Math.max(1, left));
          try {
            await fuzz(phase, op, name, timeLimit);
          } finally {
            spent += Date.now() - started;
            left -= 1;
          }
        },
        budget + 60_000,
      );
    }
    // The document always lists public and staff operations: a phase with none is a document
    // that lost them, not something to pass over.
    if (phase.operations.length === 0) {
      it("has operations to fuzz", () => expect(phase.operations).not.toHaveLength(0));
    }
  });
}

describe("afterwards", () => {
  it("the server still answers, with the same document", async () => {
    const again = await fetch(`${base}/api/openapi.json`);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(documentText);
  });
});

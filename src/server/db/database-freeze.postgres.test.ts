import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#server/auth/roles.ts";
import { toApiError } from "#server/http/errors.ts";
import { readyStaffStream, requestStaffStream } from "#server/testing/event-stream.ts";
import {
  orderBody,
  type PostOrderOptions,
  placeTestOrder,
  postOrder,
} from "#server/testing/orders.ts";
import {
  createPostgresCluster,
  type PostgresCluster,
  queryOnce,
} from "#server/testing/postgres-cluster.ts";
import { type RequestTarget, serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import { type SignedInStaff, signedUpStaff } from "#server/testing/staff.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import type { CreateOrderInput } from "#shared/orders.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { openDatabase } from "./client.ts";

/**
 * PostgreSQL that stops answering without going away: the postmaster and every backend get
 * SIGSTOP, so connections are still accepted (by the kernel) and statements already sent are
 * never answered, as with a server stuck on its storage or behind a partition. The real server
 * process runs with its default timeouts, so the bound is the README's: while it lasts, every
 * request that needs the database answers a 503 in Portuguese within it; once PostgreSQL
 * thaws, orders go through and the staff's live queue hears them again.
 */
const FREEZE_MS = 20_000;
/** README, "Running in production": a 503 within 10 s, even when PostgreSQL answers nothing. */
const ANSWER_BOUND_MS = 10_000;
/** What may still answer 200 while the database does not. */
const ANSWERED_WITHOUT_DATABASE = new Set(["menu", "staff stream"]);
const UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

let cluster: PostgresCluster;
let server: ServerProcess;
let dataDir: string;
let databaseUrl: string;
let site: RequestTarget;
let manager: SignedInStaff;

/** A staff account with the admin role, signed in through the server. */
async function signedInAdmin(): Promise<SignedInStaff> {
  const staff = await signedUpStaff(site, { name: "Gerente Frosty" });
  // As the shell's grant does it, on a connection of the test's own.
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 1 });
  try {
    expect(await changeRole(handle.db, "grant", staff.email, ADMIN_ROLE)).toBe("granted");
  } finally {
    await handle.close();
  }
  return staff;
}

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await cluster.start();
  await queryOnce(cluster.url("postgres"), "create database frosty");
  databaseUrl = cluster.url("frosty");
  dataDir = mkdtempSync(join(tmpdir(), "frosty-freeze-"));
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: "4",
  });
  site = serverAt(server.url);
  manager = await signedInAdmin();
}, 60_000);

afterEach(() => {
  // Whatever failed, the next test (and the cleanup) must find PostgreSQL running.
  cluster.thaw();
});

afterAll(async () => {
  cluster?.thaw();
  const code = await server?.stop();
  await cluster?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

let customers = 0;

/**
 * An order from a customer of its own (phone and address): the shop's per-client limits are
 * not what this file is about.
 */
function newCustomer(): [body: CreateOrderInput, options: PostOrderOptions] {
  customers += 1;
  const n = String(customers).padStart(4, "0");
  const ip = `10.77.${Math.floor(customers / 250) % 250}.${1 + (customers % 250)}`;
  return [
    // A fresh install offers no test payment (seed/settings-data.ts): cash, which it does.
    orderBody({ customer: { phone: `(81) 9${n}-${n}` }, paymentMethod: "cash" }),
    { headers: { "x-forwarded-for": ip } },
  ];
}

const placeOrder = () => postOrder(site, ...newCustomer());
const placedOrder = () => placeTestOrder(site, ...newCustomer());
const staffStream = () => requestStaffStream(manager);
const openStaffQueue = () => readyStaffStream(manager);

interface Answer {
  what: string;
  ms: number;
  status: number;
  /** Answered before PostgreSQL was thawed. */
  whileFrozen: boolean;
  error: ApiErrorBody["error"] | null;
}

/** Sends a request and times it up to its answer (the headers, for a stream). */
async function timed(what: string, send: () => Promise<Response>, thawed: () => boolean) {
  const started = performance.now();
  const response = await send();
  const ms = performance.now() - started;
  const whileFrozen = !thawed();
  const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  const error =
    response.status >= 400 && isJson ? ((await response.json()) as ApiErrorBody).error : null;
  // Bodies not read (a 2xx, a stream) must not hold their connections.
  await response.body?.cancel().catch(() => {});
  return { what, ms, status: response.status, whileFrozen, error } satisfies Answer;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Null once `settling` succeeds, its error if it fails; fails itself after `ms`. */
async function settledWithin(ms: number, settling: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([
      settling.then(
        () => null,
        (error: unknown) => error,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe("the server while PostgreSQL is frozen (SIGSTOP)", () => {
  it("answers every request within the bound, with a 503 in Portuguese, and recovers when PostgreSQL thaws", {
    timeout: 75_000,
  }, async () => {
    const queue = await openStaffQueue();
    const before = await placedOrder();
    expect((await queue.nextOf("order.created")).data).toMatchObject({ orderId: before.id });

    const answers: Promise<Answer>[] = [];
    let thawed = false;
    const isThawed = () => thawed;
    try {
      expect(cluster.freeze()).toBeGreaterThan(1);
      const frozenUntil = Date.now() + FREEZE_MS;
      // Customers keep ordering (several orders in flight at once, so batches pile up behind
      // a stuck one), the menu and the order page keep being read, a monitor polls the health
      // check, a staff panel (re)connects to the live queue.
      for (let tick = 0; Date.now() < frozenUntil; tick++) {
        answers.push(timed("order", placeOrder, isThawed));
        if (tick % 4 === 0) {
          answers.push(timed("menu", () => fetch(`${server.url}/api/catalog`), isThawed));
          answers.push(
            timed(
              "order page",
              () =>
                fetch(`${server.url}/api/orders/${before.id}`, {
                  headers: { "x-order-token": before.accessToken },
                }),
              isThawed,
            ),
          );
          answers.push(timed("health", () => fetch(`${server.url}/api/health`), isThawed));
        }
        if (tick % 20 === 10) answers.push(timed("staff stream", staffStream, isThawed));
        await sleep(250);
      }
    } finally {
      cluster.thaw();
      thawed = true;
    }
    const answered = await Promise.all(answers);
    await queue.close();

    // Every request got its answer within the bound, however long the freeze lasted.
    const slowest = answered.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(slowest.ms, `${slowest.what} answered after ${Math.round(slowest.ms)} ms`).toBeLessThan(
      ANSWER_BOUND_MS,
    );
    // While PostgreSQL answered nothing, what needed it was unavailable, said in Portuguese.
    const frozenAnswers = answered.filter((answer) => answer.whileFrozen);
    for (const answer of frozenAnswers) {
      // The menu is served from memory (the catalogue cache); a stream may open and end.
      if (ANSWERED_WITHOUT_DATABASE.has(answer.what) && answer.status === 200) continue;
      expect({ what: answer.what, status: answer.status, error: answer.error }).toEqual({
        what: answer.what,
        status: 503,
        error:
          answer.what === "health"
            ? { code: "database_unavailable", message: "Banco de dados indisponível" }
            : { code: "service_unavailable", message: UNAVAILABLE },
      });
    }
    const frozenOrders = frozenAnswers.filter((answer) => answer.what === "order");
    expect(frozenOrders.length).toBeGreaterThan(20);
    expect(server.alive()).toBe(true);

    // Thawed: the shop works again by itself, the live queue included.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(200);
    const after = await placedOrder();
    const orderPage = await fetch(`${server.url}/api/orders/${after.id}`, {
      headers: { "x-order-token": after.accessToken },
    });
    expect(orderPage.status).toBe(200);
    const reopened = await openStaffQueue();
    try {
      const heard = await placedOrder();
      // Events of orders placed before it opened may come first: it must hear this one.
      await reopened.nextOf(
        "order.created",
        (data) => (data as { orderId?: string }).orderId === heard.id,
        15_000,
      );
    } finally {
      await reopened.close();
    }
    expect(server.alive()).toBe(true);
  });
});

describe("a pooled connection whose server stops answering", () => {
  it.each([
    ["a transaction", "transaction"],
    ["a single statement", "statement"],
  ] as const)(
    "fails %s within the statement timeout and is not lent again",
    {
      timeout: 30_000,
    },
    async (_, kind) => {
      // One connection: if the lost one went back to the pool, the next request would get it.
      const handle = await openDatabase({
        kind: "postgres",
        url: cluster.url("postgres"),
        poolSize: 1,
        connectTimeoutMs: 2_000,
        statementTimeoutMs: 1_000,
      });
      const backendPid = async () => {
        const result = await handle.db.execute(sql`select pg_backend_pid() as pid`);
        return Number((result as unknown as { rows: { pid: number }[] }).rows[0]?.pid);
      };
      const stuck = await backendPid();
      try {
        // Only this connection's backend stops: the server itself still answers others.
        process.kill(stuck, "SIGSTOP");
        // The statement timeout, then ANSWER_GRACE_MS: the client gives up by itself.
        const failure = await settledWithin(
          3_000,
          kind === "transaction"
            ? handle.db.transaction((tx) => tx.execute(sql`select 1`))
            : handle.db.execute(sql`select 1`),
        );
        expect(toApiError(failure)?.status).toBe(503);

        // The next request gets another connection at once, rather than waiting on the lost one.
        let fresh = 0;
        const next = backendPid().then((pid) => {
          fresh = pid;
        });
        expect(await settledWithin(1_000, next)).toBeNull();
        expect(fresh).not.toBe(stuck);
      } finally {
        process.kill(stuck, "SIGCONT");
        await handle.close();
      }
    },
  );
});

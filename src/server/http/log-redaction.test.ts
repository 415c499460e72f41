import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger, type Logger, loggableError } from "#server/logger.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { orderBody, postOrder, TEST_DELIVERY_ADDRESS } from "#server/testing/orders.ts";
import { inProcess } from "#server/testing/request-target.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";

/** pino writing into memory: the JSON lines the server would print. */
function capturedLogger(): {
  logger: Logger;
  text(): string;
  entries(): Record<string, unknown>[];
} {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger("info", destination);
  return {
    logger,
    text: () => lines.join(""),
    entries: () =>
      lines
        .join("")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A customer whose every detail is easy to look for in the log. */
const CUSTOMER = {
  name: "Joana Sigilosa Batista",
  phone: "(81) 98765-4321",
  cpf: "529.982.247-25",
};
const STREET = "Rua do Segredo Bem Guardado";
const NUMBER = "4321";
const COMPLEMENT = "Apto Escondido 77";

/** Every form in which the customer's details could appear (as sent, as stored). */
const PERSONAL = [
  CUSTOMER.name,
  "Sigilosa",
  CUSTOMER.phone,
  "81987654321",
  "98765",
  CUSTOMER.cpf,
  "52998224725",
  STREET,
  "Segredo",
  COMPLEMENT,
  "Escondido",
];

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  // The database refuses this customer's orders, as it would on a full disk or a broken
  // constraint: the insert fails with her details in its parameters and PostgreSQL's detail.
  await database.db.execute(
    sql.raw(
      `alter table orders add constraint refuses_joana check (customer_name <> '${CUSTOMER.name}')`,
    ),
  );
});
afterAll(() => database.dispose());

let capture: ReturnType<typeof capturedLogger>;
let app: ReturnType<typeof createApp>["app"];
beforeEach(() => {
  capture = capturedLogger();
  ({ app } = createApp({
    db: database.db,
    logger: capture.logger,
    orderLimits: GENEROUS_ORDER_LIMITS,
  }));
});

const expectNoneOf = (text: string, secrets: string[]) => {
  for (const secret of secrets) expect(text, `the log holds "${secret}"`).not.toContain(secret);
};

describe("database errors in the log", () => {
  it("never carry the customer's name, phone, CPF, address or the order's access token", async () => {
    const response = await postOrder(
      inProcess(app),
      orderBody({
        customer: CUSTOMER,
        deliveryAddress: {
          ...TEST_DELIVERY_ADDRESS,
          street: STREET,
          number: NUMBER,
          complement: COMPLEMENT,
        },
      }),
      {
        headers: {
          cookie: "frosty.session_token=SessaoSecretaDaEquipe0123456789abcdef",
          authorization: "Bearer TokenSecretoDoCabecalho0123456789abcdef",
        },
      },
    );
    expect(response.status).toBe(500);

    const text = capture.text();
    // No values: no parameters, no "Failing row contains (…)".
    expectNoneOf(text, PERSONAL);
    expectNoneOf(text, ["SessaoSecretaDaEquipe", "TokenSecretoDoCabecalho", "Failing row"]);
    expect(text).not.toContain('"params"');
    expect(text).not.toContain('"detail"');
    // The access token the server generated for the order went out as a parameter too.
    expect(text).not.toMatch(/[A-Za-z0-9_-]{43}/);
    const failure = capture.entries().find((entry) => entry.msg === "unexpected error");
    // Yet the failure is logged, and says what failed.
    expect(failure?.err).toMatchObject({
      type: "DrizzleQueryError",
      cause: { code: "23514", constraint: "refuses_joana" },
    });
    expect(JSON.stringify(failure)).toContain("insert into orders");
  });

  it("never carry a value PostgreSQL quotes in its message", async () => {
    const error = await database.db.execute(sql`select ${"Joana 81987654321"}::int`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).not.toBeNull();
    capture.logger.error({ err: error }, "failed");
    const [entry] = capture.entries();
    expect(JSON.stringify(entry)).toContain(
      'invalid input syntax for type integer: \\"[redacted]\\"',
    );
    expectNoneOf(capture.text(), ["81987654321", "Joana"]);
  });
});

describe("the request log", () => {
  it("leaves out query strings, headers and tokens in paths", async () => {
    const token = randomBytes(32).toString("base64url");
    await app.request(`/api/orders/ORD-1/events?token=${token}`, {
      headers: { "x-order-token": token, cookie: `frosty.session_token=${token}` },
    });
    await app.request(`/api/invitations/${token}`);
    await app.request(`/api/invitations/${randomBytes(16).toString("hex")}`);
    const paths = capture
      .entries()
      .filter((entry) => entry.msg === "request")
      .map((entry) => entry.path);
    expect(paths).toEqual([
      "/api/orders/ORD-1/events",
      "/api/invitations/:secret",
      "/api/invitations/:secret",
    ]);
    expect(capture.text()).not.toContain(token);
  });

  it("keeps paths of products, pages and orders readable", async () => {
    await app.request("/api/catalog/products/picole-de-morango-com-leite-condensado");
    await app.request("/api/orders/ORD-1732444444444");
    const paths = capture.entries().map((entry) => entry.path);
    expect(paths).toEqual([
      "/api/catalog/products/picole-de-morango-com-leite-condensado",
      "/api/orders/ORD-1732444444444",
    ]);
  });
});

describe("the logger", () => {
  it("censors personal data and secrets under any key, however deep", () => {
    capture.logger.info(
      {
        order: { customer: { name: CUSTOMER.name }, customerPhone: CUSTOMER.phone },
        headers: { authorization: "Bearer abc", cookie: "a=b" },
        args: [{ password: "hunter2", accessToken: "tok" }],
        status: 201,
      },
      "something happened",
    );
    const [entry] = capture.entries();
    expect(entry).toMatchObject({
      order: { customer: "[redacted]", customerPhone: "[redacted]" },
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      args: [{ password: "[redacted]", accessToken: "[redacted]" }],
      status: 201,
    });
  });

  it("describes an error by its type, message, code and stack, its cause included", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
      detail: `Key (phone)=(${CUSTOMER.phone}) already exists.`,
      constraint: "x",
    });
    const error = Object.assign(
      new Error(
        `Failed query: insert into t values ($1, 'literal ${CUSTOMER.name}')\nparams: ${CUSTOMER.cpf}`,
      ),
      {
        query: `insert into t values ($1, 'literal ${CUSTOMER.name}')`,
        params: [CUSTOMER.cpf],
        cause,
      },
    );
    const described = loggableError(error) as Record<string, unknown>;
    expect(described).toMatchObject({
      type: "Error",
      message: "Failed query",
      query: "insert into t values ($1, '…')",
      cause: {
        code: "23505",
        constraint: "x",
        message: 'duplicate key value violates unique constraint "x"',
      },
    });
    expect(String(described.stack)).toMatch(/^Error: Failed query\n\s+at /);
    expectNoneOf(JSON.stringify(described), [CUSTOMER.name, CUSTOMER.cpf, CUSTOMER.phone]);
  });
});

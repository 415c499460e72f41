import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders, stores } from "#server/db/schema.ts";
import { csvText, parseCsv } from "#server/testing/csv.ts";
import {
  orderBody,
  placeTestOrder,
  readError,
  TEST_DELIVERY_ADDRESS,
} from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { REPORT_TABLES, type ReportSummary } from "#shared/admin-reports.ts";
import type { CreateOrderInput, OrderStatus, OrderView } from "#shared/orders.ts";
import { shopDate } from "#shared/shop-calendar.ts";

/** An order moved to `createdAt` is of that day too (its store keeps Brasília's clock). */
const placedAt = (createdAt: string) => ({
  createdAt: new Date(createdAt),
  businessDay: shopDate(new Date(createdAt)),
});

const PERIOD = "from=2026-11-01&to=2026-11-03";

async function summary(admin: SignedInStaff, query = PERIOD): Promise<ReportSummary> {
  const response = await admin.browser.request(`/api/admin/reports/summary?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ReportSummary;
}

async function csvRows(admin: SignedInStaff, path: string): Promise<string[][]> {
  const response = await admin.browser.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return parseCsv(await csvText(response)).rows;
}

const money = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
const line = (productId: string, quantity: number) => ({
  productId,
  size: "medio" as const,
  addonIds: [],
  quantity,
});

describe("the sales report of a period", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let staffOf1: SignedInStaff;
  const placed: Record<string, OrderView> = {};

  async function order(
    name: string,
    overrides: Partial<CreateOrderInput>,
    status: OrderStatus,
    createdAt: string,
  ) {
    const view = await placeTestOrder(t, orderBody({ ...overrides, customer: { name } }));
    placed[name] = view;
    await t.database.db
      .update(orders)
      .set({ status, ...placedAt(createdAt) })
      .where(eq(orders.id, view.id));
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, { admin: true });
    staffOf1 = await signedInStaff(t, { stores: ["1"] });
    // The first instant of 1 November in São Paulo; delivered with a coupon.
    await order(
      "Ana",
      { storeId: "1", items: [line("1", 2)], couponCode: "FROSTY10" },
      "delivered",
      "2026-11-01T00:00:00-03:00",
    );
    await order(
      "Bia",
      {
        storeId: "2",
        items: [line("2", 1), line("1", 1)],
        deliveryMethod: "pickup",
        paymentMethod: "whatsapp",
      },
      "pending",
      "2026-11-01T15:00:00-03:00",
    );
    // Cancelled: in the orders CSV, in no figure.
    await order(
      "Caio",
      { storeId: "1", items: [line("4", 5)] },
      "cancelled",
      "2026-11-02T12:00:00-03:00",
    );
    // The last second of 3 November in São Paulo, already the 4th in UTC.
    await order(
      "Duda",
      { storeId: "1", items: [line("3", 3)], deliveryMethod: "pickup" },
      "ready",
      "2026-11-03T23:59:59-03:00",
    );
    // Just outside the period on either side.
    await order(
      "Eva",
      { storeId: "3", items: [line("5", 1)] },
      "delivered",
      "2026-10-31T23:59:59-03:00",
    );
    await order(
      "Fabio",
      { storeId: "3", items: [line("5", 1)] },
      "delivered",
      "2026-11-04T00:00:00-03:00",
    );
  });
  afterAll(() => t.database.dispose());

  const total = (...names: string[]) =>
    names.reduce((sum, name) => sum + (placed[name]?.totalCents ?? 0), 0);
  const store = (name: string) => placed[name]?.store.name ?? "";
  const product = (name: string, index = 0) => placed[name]?.items[index]?.name ?? "";

  it("adds up the sales of the São Paulo days asked for", async () => {
    const report = await summary(admin);
    expect(placed.Ana?.discountCents).toBeGreaterThan(0);
    expect(report).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-03",
      scope: { chain: true, stores: [] },
      orderCount: 3,
      totalCents: total("Ana", "Bia", "Duda"),
      averageTicketCents: Math.round(total("Ana", "Bia", "Duda") / 3),
    });
  });

  it("lists every day of the period, quiet days as zeros", async () => {
    expect((await summary(admin)).salesByDay).toEqual([
      { date: "2026-11-01", orderCount: 2, totalCents: total("Ana", "Bia") },
      { date: "2026-11-02", orderCount: 0, totalCents: 0 },
      { date: "2026-11-03", orderCount: 1, totalCents: total("Duda") },
    ]);
  });

  it("breaks sales down by product, store, delivery and payment", async () => {
    const report = await summary(admin);
    // Cajá and Tapioca tie on units and revenue: the name decides.
    expect(report.byProduct).toEqual([
      { productId: "1", name: product("Ana"), quantity: 3, revenueCents: 3 * 899 },
      { productId: "3", name: product("Duda"), quantity: 3, revenueCents: 3 * 899 },
      { productId: "2", name: product("Bia"), quantity: 1, revenueCents: 899 },
    ]);
    expect(report.byStore).toEqual([
      expect.objectContaining({
        storeId: "1",
        name: store("Ana"),
        orderCount: 2,
        totalCents: total("Ana", "Duda"),
      }),
      expect.objectContaining({
        storeId: "2",
        name: store("Bia"),
        orderCount: 1,
        totalCents: total("Bia"),
      }),
    ]);
    expect(report.byStore[0]).toMatchObject({
      city: placed.Ana?.store.city,
      state: placed.Ana?.store.state,
    });
    expect(report.byDeliveryMethod).toEqual([
      { method: "delivery", orderCount: 1, totalCents: total("Ana") },
      { method: "pickup", orderCount: 2, totalCents: total("Bia", "Duda") },
    ]);
    // Every method, in the checkout's order, those without sales at zero.
    expect(report.byPaymentMethod).toEqual([
      { method: "pix", orderCount: 0, totalCents: 0 },
      { method: "cash", orderCount: 0, totalCents: 0 },
      { method: "card", orderCount: 0, totalCents: 0 },
      { method: "whatsapp", orderCount: 1, totalCents: total("Bia") },
      { method: "test", orderCount: 2, totalCents: total("Ana", "Duda") },
    ]);
  });

  it("answers a period without sales with zeros and empty tables", async () => {
    const report = await summary(admin, "from=2026-11-02&to=2026-11-02");
    expect(report).toEqual({
      from: "2026-11-02",
      to: "2026-11-02",
      label: expect.any(String),
      scope: { chain: true, stores: [] },
      orderCount: 0,
      totalCents: 0,
      averageTicketCents: 0,
      salesByDay: [{ date: "2026-11-02", orderCount: 0, totalCents: 0 }],
      byProduct: [],
      byStore: [],
      byDeliveryMethod: [
        { method: "delivery", orderCount: 0, totalCents: 0 },
        { method: "pickup", orderCount: 0, totalCents: 0 },
      ],
      byPaymentMethod: [
        { method: "pix", orderCount: 0, totalCents: 0 },
        { method: "cash", orderCount: 0, totalCents: 0 },
        { method: "card", orderCount: 0, totalCents: 0 },
        { method: "whatsapp", orderCount: 0, totalCents: 0 },
        { method: "test", orderCount: 0, totalCents: 0 },
      ],
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orderCount: 0, totalCents: 0 })),
      byBairro: [],
      lateByStore: [],
    });
  });

  it("covers a whole leap year of 366 days", async () => {
    const report = await summary(admin, "from=2024-01-01&to=2024-12-31");
    expect(report.salesByDay).toHaveLength(366);
    expect(report.salesByDay[59]?.date).toBe("2024-02-29");
  });

  it("exports the period's orders, cancelled ones too, one row each", async () => {
    const response = await admin.browser.request(`/api/admin/reports/orders.csv?${PERIOD}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="pedidos-2026-11-01-a-2026-11-03.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = parseCsv(await csvText(response));
    expect(csv.hasBom).toBe(true);
    expect(csv.crlf).toBe(true);
    const row = (name: string, date: string, delivery: string, payment: string, status: string) => {
      const view = placed[name] as OrderView;
      return [
        view.id,
        date.slice(0, 10),
        date,
        "",
        view.store.name,
        name,
        "(81) 99999-0000",
        delivery,
        payment,
        status,
        money(view.subtotalCents),
        money(view.discountCents),
        money(view.deliveryFeeCents),
        money(view.totalCents),
      ];
    };
    expect(csv.rows).toEqual([
      [
        "Número",
        "Dia",
        "Feito em",
        "Agendado para",
        "Loja",
        "Cliente",
        "Telefone",
        "Recebimento",
        "Pagamento",
        "Status",
        "Subtotal (R$)",
        "Desconto (R$)",
        "Taxa de entrega (R$)",
        "Total (R$)",
      ],
      row("Ana", "01/11/2026 00:00", "Entrega", "Pagamento de teste", "Entregue"),
      row("Bia", "01/11/2026 15:00", "Retirada", "WhatsApp", "Pendente"),
      row("Caio", "02/11/2026 12:00", "Entrega", "Pagamento de teste", "Cancelado"),
      row("Duda", "03/11/2026 23:59", "Retirada", "Pagamento de teste", "Pronto"),
    ]);
    expect(csv.rows[1]?.slice(10)).toEqual(["17,98", "1,80", "5,00", money(1798 - 180 + 500)]);
  });

  it("exports each table of the summary", async () => {
    const rows = (table: string) => csvRows(admin, `/api/admin/reports/${table}.csv?${PERIOD}`);
    expect(await rows("by-day")).toEqual([
      ["Data", "Pedidos", "Total (R$)"],
      ["01/11/2026", "2", money(total("Ana", "Bia"))],
      ["02/11/2026", "0", "0,00"],
      ["03/11/2026", "1", money(total("Duda"))],
    ]);
    expect(await rows("by-product")).toEqual([
      ["Produto", "Quantidade", "Receita (R$)"],
      [product("Ana"), "3", "26,97"],
      [product("Duda"), "3", "26,97"],
      [product("Bia"), "1", "8,99"],
    ]);
    expect(await rows("by-store")).toEqual([
      ["Loja", "Cidade", "UF", "Pedidos", "Total (R$)"],
      [
        store("Ana"),
        placed.Ana?.store.city,
        placed.Ana?.store.state,
        "2",
        money(total("Ana", "Duda")),
      ],
      [store("Bia"), placed.Bia?.store.city, placed.Bia?.store.state, "1", money(total("Bia"))],
    ]);
    expect(await rows("by-method")).toEqual([
      ["Recebimento", "Pedidos", "Total (R$)"],
      ["Entrega", "1", money(total("Ana"))],
      ["Retirada", "2", money(total("Bia", "Duda"))],
    ]);
    expect(await rows("by-payment")).toEqual([
      ["Pagamento", "Pedidos", "Total (R$)"],
      ["Pix", "0", money(0)],
      ["Dinheiro", "0", money(0)],
      ["Cartão na entrega/retirada", "0", money(0)],
      ["WhatsApp", "1", money(total("Bia"))],
      ["Pagamento de teste", "2", money(total("Ana", "Duda"))],
    ]);
  });

  it.each([
    ["by-day", "vendas-por-dia"],
    ["by-product", "vendas-por-produto"],
    ["by-store", "vendas-por-loja"],
    ["by-method", "vendas-por-recebimento"],
    ["by-payment", "vendas-por-pagamento"],
  ])("names the %s CSV after its table and period", async (table, prefix) => {
    const response = await admin.browser.request(`/api/admin/reports/${table}.csv?${PERIOD}`);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${prefix}-2026-11-01-a-2026-11-03.csv"`,
    );
  });

  it("exports an empty period as a header alone", async () => {
    const empty = "from=2020-01-01&to=2020-01-31";
    expect(await csvRows(admin, `/api/admin/reports/orders.csv?${empty}`)).toHaveLength(1);
    expect(await csvRows(admin, `/api/admin/reports/by-product.csv?${empty}`)).toHaveLength(1);
  });

  it("gives store staff their own store's sales only", async () => {
    const report = await summary(staffOf1);
    expect(report).toMatchObject({
      scope: { chain: false, stores: [{ id: "1", name: store("Ana") }] },
      orderCount: 2,
      totalCents: total("Ana", "Duda"),
    });
    expect(report.byStore.map((row) => row.storeId)).toEqual(["1"]);
    expect(report.byProduct.map((row) => row.productId)).toEqual(["3", "1"]);
    expect(await summary(staffOf1, `${PERIOD}&storeId=1`)).toEqual(report);
  });

  it("gives HQ one store's sales when asked", async () => {
    const report = await summary(admin, `${PERIOD}&storeId=2`);
    expect(report).toMatchObject({ orderCount: 1, totalCents: total("Bia") });
    expect(report.scope.stores.map((row) => row.id)).toEqual(["2"]);
    expect(await summary(admin, `${PERIOD}&storeId=`)).toEqual(await summary(admin));
  });

  it("exports only store staff's own orders and tables", async () => {
    const orders = await csvRows(staffOf1, `/api/admin/reports/orders.csv?${PERIOD}`);
    expect(orders.slice(1).map((row) => row[5])).toEqual(["Ana", "Caio", "Duda"]);
    const byStore = await csvRows(staffOf1, `/api/admin/reports/by-store.csv?${PERIOD}`);
    expect(byStore.slice(1).map((row) => row[0])).toEqual([store("Ana")]);
    const byDay = await csvRows(staffOf1, `/api/admin/reports/by-day.csv?${PERIOD}`);
    expect(byDay[1]).toEqual(["01/11/2026", "1", money(total("Ana"))]);
  });

  it("names a file of one store after it", async () => {
    const response = await admin.browser.request(
      `/api/admin/reports/orders.csv?${PERIOD}&storeId=2`,
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="pedidos-loja-2-2026-11-01-a-2026-11-03.csv"',
    );
    expect(
      parseCsv(await csvText(response))
        .rows.slice(1)
        .map((row) => row[5]),
    ).toEqual(["Bia"]);
  });

  it.each(["summary", "orders.csv", ...REPORT_TABLES.map((table) => `${table}.csv`)])(
    "refuses store staff another store's %s with 403",
    async (endpoint) => {
      const response = await staffOf1.browser.request(
        `/api/admin/reports/${endpoint}?${PERIOD}&storeId=2`,
      );
      expect(response.status).toBe(403);
      expect((await readError(response)).code).toBe("other_store");
    },
  );

  it("answers HQ's unknown store with 404", async () => {
    const response = await admin.browser.request(
      `/api/admin/reports/summary?${PERIOD}&storeId=999`,
    );
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("store_not_found");
  });

  it("answers an unknown table with a JSON 404", async () => {
    const response = await admin.browser.request(`/api/admin/reports/by-flavour.csv?${PERIOD}`);
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("not_found");
  });
});

describe("the reports' period", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, { admin: true });
  });
  afterAll(() => t.database.dispose());

  const endpoints = ["summary", "orders.csv", ...REPORT_TABLES.map((table) => `${table}.csv`)];
  const badPeriods: [string, string][] = [
    ["", "Informe a data inicial no formato AAAA-MM-DD"],
    ["from=2026-11-01", "Informe a data final no formato AAAA-MM-DD"],
    ["from=01/11/2026&to=2026-11-30", "Informe a data inicial no formato AAAA-MM-DD"],
    ["from=2026-11-31&to=2026-12-01", "Informe a data inicial no formato AAAA-MM-DD"],
    ["from=2025-02-29&to=2025-03-01", "Informe a data inicial no formato AAAA-MM-DD"],
    ["from=2026-11-30&to=2026-11-01", "A data final deve ser igual ou posterior à data inicial"],
    ["from=2025-01-01&to=2026-01-02", "O período pode ter no máximo 366 dias"],
    ["from=2026-11-01T00:00&to=2026-11-30", "Informe a data inicial no formato AAAA-MM-DD"],
  ];

  it.each(
    endpoints.flatMap((endpoint) =>
      badPeriods.map(([query, message]) => ({ endpoint, query, message })),
    ),
  )("GET /reports/$endpoint?$query: 422", async ({ endpoint, query, message }) => {
    const response = await admin.browser.request(`/api/admin/reports/${endpoint}?${query}`);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error).toMatchObject({ code: "validation_failed", message });
  });

  it("accepts a single day and a 366-day span", async () => {
    for (const query of ["from=2026-11-05&to=2026-11-05", "from=2025-01-01&to=2026-01-01"]) {
      const response = await admin.browser.request(`/api/admin/reports/summary?${query}`);
      expect(response.status, query).toBe(200);
    }
  });
});

describe("the orders CSV of a busy period", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  const COUNT = 1_234;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInStaff(t, { admin: true });
    // More orders than one batch holds, many in the same millisecond (microseconds apart) and
    // many at the very same instant, where only the id orders them.
    await t.database.db.execute(sql`
      insert into orders (id, access_token, idempotency_key, request_hash, status, store_id,
        customer_name, customer_phone, delivery_method, payment_method, subtotal_cents,
        discount_cents, delivery_fee_cents, total_cents, created_at, business_day,
        short_number, pickup_code)
      select 'ORD-' || (1700000000000 + n), 'token-' || n, 'key-' || n, 'hash', 'pending', '1',
        'Cliente ' || n, '(81) 90000-0000', 'pickup', 'test', 899, 0, 0, 899,
        timestamptz '2026-11-02 10:00:00-03' + (n % 5) * interval '1 microsecond',
        date '2026-11-02', n, '1234'
      from generate_series(1, ${COUNT}) as n`);
  });
  afterAll(() => t.database.dispose());

  it("holds every order exactly once", async () => {
    const rows = await csvRows(
      admin,
      "/api/admin/reports/orders.csv?from=2026-11-02&to=2026-11-02",
    );
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    const report = await summary(admin, "from=2026-11-02&to=2026-11-02");
    expect(report).toMatchObject({ orderCount: COUNT, totalCents: COUNT * 899 });
  });
});

describe("sales by hour and bairro, and late orders per store", () => {
  /** 18:00 on 3 November in São Paulo: the reports' "now" here. */
  const NOW = new Date("2026-11-03T18:00:00-03:00");
  let t: TestApp;
  let admin: SignedInStaff;
  let staffOf1: SignedInStaff;
  const placed: Record<string, OrderView> = {};
  const at = (iso: string, minutes = 0) => new Date(new Date(iso).getTime() + minutes * 60_000);

  /**
   * Places an order, dates it `createdAt`, leaves it in `status` and writes its moves: each
   * [from, to, minutes after it was placed].
   */
  async function order(
    name: string,
    overrides: Partial<CreateOrderInput>,
    status: OrderStatus,
    createdAt: string,
    moves: [OrderStatus, OrderStatus, number][] = [],
  ) {
    const view = await placeTestOrder(t, orderBody({ ...overrides, customer: { name } }));
    placed[name] = view;
    await t.database.db
      .update(orders)
      .set({ status, ...placedAt(createdAt) })
      .where(eq(orders.id, view.id));
    for (const [fromStatus, toStatus, minutes] of moves) {
      await t.database.db.insert(orderStatusHistory).values({
        orderId: view.id,
        fromStatus,
        toStatus,
        changedByName: "Equipe",
        changedAt: at(createdAt, minutes),
      });
    }
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    staffOf1 = await signedInStaff(t, { stores: ["1"] });
    await t.database.db.update(stores).set({ lateAfterMinutes: 10 }).where(eq(stores.id, "1"));
    const centro = { ...TEST_DELIVERY_ADDRESS, areaId: "1-centro" };
    // Store 1 (late after 10 min). Accepted after 3 minutes: on time.
    await order("Ana", { storeId: "1" }, "delivered", "2026-11-02T09:10:00-03:00", [
      ["pending", "preparing", 3],
      ["preparing", "ready", 20],
    ]);
    // Accepted at 10 minutes exactly: the board had marked it late by then.
    await order(
      "Bia",
      { storeId: "1", deliveryAddress: centro, items: [line("1", 3)] },
      "out_for_delivery",
      "2026-11-02T09:40:00-03:00",
      [["pending", "preparing", 10]],
    );
    // Still waiting since 23:30 yesterday: late.
    await order(
      "Caio",
      { storeId: "1", deliveryMethod: "pickup" },
      "pending",
      "2026-11-02T23:30:00-03:00",
    );
    // Waiting for 5 minutes: not late yet.
    await order(
      "Duda",
      { storeId: "1", deliveryMethod: "pickup" },
      "pending",
      "2026-11-03T17:55:00-03:00",
    );
    // Pix seen after 2 minutes, accepted after 12 (counted from the order, as the board does).
    await order("Eva", { storeId: "1" }, "preparing", "2026-11-02T09:05:00-03:00", [
      ["awaiting_payment", "pending", 2],
      ["pending", "preparing", 12],
    ]);
    // Never counted: cancelled after waiting long, and a Pix not paid.
    await order("Fabio", { storeId: "1" }, "cancelled", "2026-11-02T09:15:00-03:00", [
      ["pending", "cancelled", 30],
    ]);
    await order("Gil", { storeId: "1" }, "awaiting_payment", "2026-11-02T09:20:00-03:00");
    // Store 2 (late after 5 min, the default): accepted after a minute.
    await order("Hugo", { storeId: "2" }, "ready", "2026-11-02T15:00:00-03:00", [
      ["pending", "preparing", 1],
    ]);
  });
  afterAll(() => t.database.dispose());

  const total = (...names: string[]) =>
    names.reduce((sum, name) => sum + (placed[name]?.totalCents ?? 0), 0);
  const WHOLE = "from=2026-11-02&to=2026-11-03";

  it("adds up the orders of each São Paulo hour, all 24 of them", async () => {
    const { byHour } = await summary(admin, WHOLE);
    expect(byHour).toHaveLength(24);
    expect(byHour.filter((row) => row.orderCount > 0)).toEqual([
      { hour: 9, orderCount: 3, totalCents: total("Ana", "Bia", "Eva") },
      { hour: 15, orderCount: 1, totalCents: total("Hugo") },
      { hour: 17, orderCount: 1, totalCents: total("Duda") },
      { hour: 23, orderCount: 1, totalCents: total("Caio") },
    ]);
    expect(byHour[0]).toEqual({ hour: 0, orderCount: 0, totalCents: 0 });
  });

  it("adds up the orders of each bairro, pickups together as Retirada", async () => {
    const { byBairro } = await summary(admin, WHOLE);
    const own = placed.Ana?.delivery?.neighbourhood;
    expect(own).toBe("Bela Vista");
    expect(placed.Bia?.delivery?.neighbourhood).toBe("Centro");
    const city = placed.Ana?.store.city;
    expect(byBairro).toEqual(
      [
        { bairro: "Bela Vista", city, state: "SP", orderCount: 2, totalCents: total("Ana", "Eva") },
        { bairro: "Centro", city, state: "SP", orderCount: 1, totalCents: total("Bia") },
        { bairro: "Retirada", city, state: "SP", orderCount: 2, totalCents: total("Caio", "Duda") },
        {
          bairro: placed.Hugo?.delivery?.neighbourhood,
          city: placed.Hugo?.store.city,
          state: placed.Hugo?.store.state,
          orderCount: 1,
          totalCents: total("Hugo"),
        },
      ].sort((a, b) => b.totalCents - a.totalCents || b.orderCount - a.orderCount),
    );
  });

  it("rates each store's late orders as the board marks them, the worst first", async () => {
    const { lateByStore } = await summary(admin, WHOLE);
    expect(lateByStore).toEqual([
      expect.objectContaining({
        storeId: "1",
        lateAfterMinutes: 10,
        // Ana, Bia, Caio, Duda, Eva; late: Bia, Caio, Eva.
        orderCount: 5,
        lateCount: 3,
        latePercent: 60,
      }),
      expect.objectContaining({
        storeId: "2",
        lateAfterMinutes: 5,
        orderCount: 1,
        lateCount: 0,
        latePercent: 0,
      }),
    ]);
    // On the 3rd alone: Duda is not late yet.
    expect((await summary(admin, "from=2026-11-03&to=2026-11-03")).lateByStore).toEqual([
      expect.objectContaining({ storeId: "1", orderCount: 1, lateCount: 0 }),
    ]);
  });

  it("exports the three tables as CSV", async () => {
    const rows = (table: string) => csvRows(admin, `/api/admin/reports/${table}.csv?${WHOLE}`);
    const byHour = await rows("by-hour");
    expect(byHour).toHaveLength(25);
    expect(byHour[0]).toEqual(["Hora", "Pedidos", "Total (R$)"]);
    expect(byHour[1]).toEqual(["00h", "0", "0,00"]);
    expect(byHour[10]).toEqual(["09h", "3", money(total("Ana", "Bia", "Eva"))]);
    const byBairro = await rows("by-bairro");
    expect(byBairro[0]).toEqual(["Bairro", "Cidade", "UF", "Pedidos", "Total (R$)"]);
    expect(byBairro).toContainEqual([
      "Retirada",
      "São Paulo",
      "SP",
      "2",
      money(total("Caio", "Duda")),
    ]);
    expect(await rows("late-rate")).toEqual([
      ["Loja", "Cidade", "UF", "Limite (min)", "Pedidos", "Atrasados", "Atrasados (%)"],
      [placed.Ana?.store.name, "São Paulo", "SP", "10", "5", "3", "60,0"],
      [
        placed.Hugo?.store.name,
        placed.Hugo?.store.city,
        placed.Hugo?.store.state,
        "5",
        "1",
        "0",
        "0,0",
      ],
    ]);
    const response = await admin.browser.request(`/api/admin/reports/late-rate.csv?${WHOLE}`);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="atrasos-por-loja-2026-11-02-a-2026-11-03.csv"',
    );
  });

  it("shows store staff their own store's hours, bairros and late rate only", async () => {
    const report = await summary(staffOf1, WHOLE);
    expect(report.lateByStore.map((row) => row.storeId)).toEqual(["1"]);
    expect(report.byBairro.map((row) => row.bairro).sort()).toEqual([
      "Bela Vista",
      "Centro",
      "Retirada",
    ]);
    expect(report.byHour.find((row) => row.hour === 15)?.orderCount).toBe(0);
    const late = await csvRows(staffOf1, `/api/admin/reports/late-rate.csv?${WHOLE}`);
    expect(late.slice(1).map((row) => row[0])).toEqual([placed.Ana?.store.name]);
    for (const table of ["by-hour", "by-bairro", "late-rate"]) {
      const other = await staffOf1.browser.request(
        `/api/admin/reports/${table}.csv?${WHOLE}&storeId=2`,
      );
      expect(other.status, table).toBe(403);
    }
    // HQ narrowed to store 2 sees it alone.
    const two = await summary(admin, `${WHOLE}&storeId=2`);
    expect(two.lateByStore.map((row) => row.storeId)).toEqual(["2"]);
    expect(two.byBairro.map((row) => row.orderCount)).toEqual([1]);
  });

  it("names the period as seen today", async () => {
    expect((await summary(admin, WHOLE)).label).toBe("Últimos 2 dias: 02/11 – 03/11");
    expect((await summary(admin, "from=2026-11-01&to=2026-11-30")).label).toBe(
      "Este mês: 01/11 – 30/11",
    );
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema.ts";
import { csvText, parseCsv } from "#server/testing/csv.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CustomerPage, CustomerSummary } from "#shared/admin-customers.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { storeDate } from "#shared/store-time-zone.ts";

/** Mid-March 2025 in São Paulo (UTC-3): "this month" is March. */
const NOW = new Date("2025-03-15T12:00:00-03:00");

async function customers(admin: SignedInStaff, query = ""): Promise<CustomerPage> {
  const response = await admin.browser.request(`/api/admin/customers${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as CustomerPage;
}

const names = (page: CustomerPage) => page.customers.map((customer) => customer.name);

describe("the customers list", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  const totals: Record<string, number> = {};

  /** Places a pickup order of `quantity` Cajá, then moves it to `status` at `createdAt`. */
  async function order(
    letter: string,
    customer: { name: string; phone: string },
    quantity: number,
    status: OrderStatus,
    createdAt: string,
  ) {
    const placed = await placeTestOrder(
      t,
      orderBody({
        customer,
        deliveryMethod: "pickup",
        items: [{ productId: "1", size: "medio", addonIds: [], quantity }],
      }),
    );
    totals[letter] = placed.totalCents;
    await t.database.db
      .update(orders)
      // Its day moves with it: the figures count an order in its store's day (store 1: Brasília).
      .set({
        status,
        createdAt: new Date(createdAt),
        businessDay: storeDate(new Date(createdAt), "America/Sao_Paulo"),
      })
      .where(eq(orders.id, placed.id));
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    // Ana: one phone typed two ways, first as "Aninha" in February, then as "Ana Souza".
    await order(
      "A1",
      { name: "Aninha", phone: "(81) 99999-0001" },
      1,
      "pending",
      "2025-02-20T10:00:00-03:00",
    );
    await order(
      "A2",
      { name: "Ana Souza", phone: "81999990001" },
      2,
      "delivered",
      "2025-03-10T10:00:00-03:00",
    );
    // Bruno: new this March (its first instant in São Paulo); his later cancelled order is no sale.
    await order(
      "B1",
      { name: "Bruno Conceição", phone: "(11) 97777-0003" },
      1,
      "preparing",
      "2025-03-01T00:00:00-03:00",
    );
    await order(
      "B2",
      { name: "Bruno Conceição", phone: "(11) 97777-0003" },
      5,
      "cancelled",
      "2025-03-14T10:00:00-03:00",
    );
    // Carla only ever cancelled: not a customer.
    await order(
      "C1",
      { name: "Carla Dias", phone: "(31) 98888-0004" },
      1,
      "cancelled",
      "2025-03-12T10:00:00-03:00",
    );
    // Edu: the last second of February in São Paulo (already March in UTC): not new.
    await order(
      "E1",
      { name: "Edu Lima", phone: "(21) 96666-0005" },
      3,
      "ready",
      "2025-02-28T23:59:59-03:00",
    );
    // A name typed as a spreadsheet formula.
    await order(
      "F1",
      { name: '=HYPERLINK("http://x.test";"Clique")', phone: "+55 (85) 95555-0006" },
      1,
      "delivered",
      "2025-03-05T09:30:00-03:00",
    );
  });
  afterAll(() => t.database.dispose());

  it("groups sales by the phone's digits, newest customer first", async () => {
    const page = await customers(admin);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 4, pageCount: 1 });
    const expected: CustomerSummary[] = [
      {
        phoneDigits: "81999990001",
        name: "Ana Souza",
        phone: "81999990001",
        orderCount: 2,
        totalSpentCents: (totals.A1 ?? 0) + (totals.A2 ?? 0),
        firstOrderAt: "2025-02-20T13:00:00.000Z",
        lastOrderAt: "2025-03-10T13:00:00.000Z",
        isNewThisMonth: false,
      },
      {
        phoneDigits: "5585955550006",
        name: '=HYPERLINK("http://x.test";"Clique")',
        phone: "+55 (85) 95555-0006",
        orderCount: 1,
        totalSpentCents: totals.F1 ?? 0,
        firstOrderAt: "2025-03-05T12:30:00.000Z",
        lastOrderAt: "2025-03-05T12:30:00.000Z",
        isNewThisMonth: true,
      },
      {
        phoneDigits: "11977770003",
        name: "Bruno Conceição",
        phone: "(11) 97777-0003",
        orderCount: 1,
        totalSpentCents: totals.B1 ?? 0,
        firstOrderAt: "2025-03-01T03:00:00.000Z",
        lastOrderAt: "2025-03-01T03:00:00.000Z",
        isNewThisMonth: true,
      },
      {
        phoneDigits: "21966660005",
        name: "Edu Lima",
        phone: "(21) 96666-0005",
        orderCount: 1,
        totalSpentCents: totals.E1 ?? 0,
        firstOrderAt: "2025-03-01T02:59:59.000Z",
        lastOrderAt: "2025-03-01T02:59:59.000Z",
        isNewThisMonth: false,
      },
    ];
    expect(page.customers).toEqual(expected);
    expect(totals.A2).toBe(2 * 899);
  });

  it("agrees with the dashboard on who is new this month", async () => {
    const dashboard = await admin.browser.request("/api/admin/dashboard");
    const { newCustomers } = (await dashboard.json()) as { newCustomers: number };
    const page = await customers(admin);
    expect(page.customers.filter((customer) => customer.isNewThisMonth)).toHaveLength(newCustomers);
  });

  it("finds customers by any name they ordered under, ignoring case and accents", async () => {
    expect(names(await customers(admin, "?q=conceicao"))).toEqual(["Bruno Conceição"]);
    expect(names(await customers(admin, "?q=BRUNO%20CONCEI%C3%87%C3%83O"))).toEqual([
      "Bruno Conceição",
    ]);
    expect(names(await customers(admin, "?q=aninha"))).toEqual(["Ana Souza"]);
    expect(names(await customers(admin, "?q=%20lima%20"))).toEqual(["Edu Lima"]);
  });

  it("finds customers by the digits of their phone, however they are typed", async () => {
    expect(names(await customers(admin, "?q=(81)%209999"))).toEqual(["Ana Souza"]);
    expect(names(await customers(admin, "?q=7777-0003"))).toEqual(["Bruno Conceição"]);
    const search = await customers(admin, "?q=%2B55%2085");
    expect(names(search)).toEqual(['=HYPERLINK("http://x.test";"Clique")']);
    expect(search.total).toBe(1);
  });

  it("treats % and _ in a search as characters, and finds nobody when nobody matches", async () => {
    for (const q of ["%25", "_", "Carla", "zzz"]) {
      const page = await customers(admin, `?q=${q}`);
      expect(page, q).toMatchObject({ customers: [], total: 0, pageCount: 0 });
    }
  });

  it("answers a page past the last one with no customers", async () => {
    expect(await customers(admin, "?page=7")).toMatchObject({ customers: [], page: 7, total: 4 });
  });

  it.each([
    ["page=0", "Página inválida"],
    ["page=-1", "Página inválida"],
    ["page=abc", "Página inválida"],
    ["page=1.5", "Página inválida"],
    ["page=", "Página inválida"],
    ["page=100001", "Página inválida"],
    [`q=${"a".repeat(101)}`, "Use no máximo 100 caracteres na busca"],
  ])("refuses ?%s with a 422", async (query, message) => {
    const response = await admin.browser.request(`/api/admin/customers?${query}`);
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({ code: "validation_failed", message });
  });

  it("exports every customer as a CSV that Excel in pt-BR opens", async () => {
    const response = await admin.browser.request("/api/admin/customers.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="clientes-2025-03-15.csv"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const csv = parseCsv(await csvText(response));
    expect(csv.hasBom).toBe(true);
    expect(csv.crlf).toBe(true);
    const money = (cents = 0) =>
      `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
    expect(csv.rows).toEqual([
      [
        "Cliente",
        "Telefone",
        "Pedidos",
        "Total gasto (R$)",
        "Primeiro pedido",
        "Último pedido",
        "Novo este mês",
      ],
      [
        "Ana Souza",
        "81999990001",
        "2",
        money((totals.A1 ?? 0) + (totals.A2 ?? 0)),
        "20/02/2025 10:00",
        "10/03/2025 10:00",
        "Não",
      ],
      // A formula becomes text; so does a phone starting with "+".
      [
        `'=HYPERLINK("http://x.test";"Clique")`,
        "'+55 (85) 95555-0006",
        "1",
        money(totals.F1),
        "05/03/2025 09:30",
        "05/03/2025 09:30",
        "Sim",
      ],
      [
        "Bruno Conceição",
        "(11) 97777-0003",
        "1",
        money(totals.B1),
        "01/03/2025 00:00",
        "01/03/2025 00:00",
        "Sim",
      ],
      [
        "Edu Lima",
        "(21) 96666-0005",
        "1",
        money(totals.E1),
        "28/02/2025 23:59",
        "28/02/2025 23:59",
        "Não",
      ],
    ]);
    expect(money(totals.E1)).toBe("26,97");
  });

  it("exports only the customers a search finds", async () => {
    const response = await admin.browser.request("/api/admin/customers.csv?q=ana&page=3");
    const csv = parseCsv(await csvText(response));
    expect(csv.rows.map((row) => row[0])).toEqual(["Cliente", "Ana Souza"]);
  });

  it("refuses a CSV search that is too long with a 422", async () => {
    const response = await admin.browser.request(`/api/admin/customers.csv?q=${"9".repeat(101)}`);
    expect(response.status).toBe(422);
    expect((await readError(response)).code).toBe("validation_failed");
  });
});

describe("the customers list of a shop without orders", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
  });
  afterAll(() => t.database.dispose());

  it("is empty, and its CSV has only the header", async () => {
    expect(await customers(admin)).toEqual({
      customers: [],
      page: 1,
      pageSize: 20,
      total: 0,
      pageCount: 0,
    });
    const csv = parseCsv(await csvText(await admin.browser.request("/api/admin/customers.csv")));
    expect(csv.rows).toHaveLength(1);
  });
});

describe("the customers list's pages", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    // 23 customers, one a day: customer 1 ordered last, so comes first.
    for (let n = 1; n <= 23; n++) {
      const placed = await placeTestOrder(
        t,
        orderBody({
          customer: { name: `Cliente ${n}`, phone: `(81) 90000-${String(n).padStart(4, "0")}` },
        }),
      );
      const day = new Date(Date.UTC(2025, 2, 14 - n, 15));
      await t.database.db.update(orders).set({ createdAt: day }).where(eq(orders.id, placed.id));
    }
  });
  afterAll(() => t.database.dispose());

  it("splits them into pages of 20 that never overlap", async () => {
    const first = await customers(admin);
    const second = await customers(admin, "?page=2");
    expect(first).toMatchObject({ page: 1, total: 23, pageCount: 2 });
    expect(second).toMatchObject({ page: 2, total: 23, pageCount: 2 });
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Cliente ${i + 1}`));
    expect(names(second)).toEqual(["Cliente 21", "Cliente 22", "Cliente 23"]);
  });

  it("keeps the page and the total of a search", async () => {
    const page = await customers(admin, "?q=cliente%202&page=1");
    expect(names(page)).toEqual([
      "Cliente 2",
      "Cliente 20",
      "Cliente 21",
      "Cliente 22",
      "Cliente 23",
    ]);
    expect(page.total).toBe(5);
  });
});

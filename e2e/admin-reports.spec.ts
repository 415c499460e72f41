import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parseCsv } from "#server/testing/csv.ts";
import { formatBRL } from "#shared/money.ts";
import { formatDay, formatShopDateTime, monthPeriod, shopDate } from "#shared/shop-calendar.ts";
import { storeDate } from "#shared/store-time-zone.ts";
import { ownBairro, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test, workerServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { storesOf } from "./support/stores.ts";

/**
 * The test counts what its own store sold (support/stores.ts): HQ narrows the reports to it, so
 * what the other tests order on the shared server is not in its figures.
 */
const [STORE] = storesOf("admin-reports");

/**
 * An order of `quantity` Picolés de Cajá at the test's store through the API; the address of its
 * own bairro goes with it either way.
 */
const placeAtStore = async (
  request: APIRequestContext,
  customer: { name: string; phone: string },
  quantity: number,
  deliveryMethod: "delivery" | "pickup",
) =>
  placeOrder(request, {
    storeId: STORE,
    items: [{ productId: "1", quantity }],
    customer,
    deliveryMethod,
    deliveryAddress: await ownBairro(request, STORE),
  });

/** "8,99": how the CSV writes money. */
const csvMoney = (cents: number) => formatBRL(cents).replace("R$ ", "").replace(/\./g, "");

workerServerTest.describe("admin reports", () => {
  workerServerTest(
    "shows the month's sales and exports its orders as CSV",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto(`/admin/relatorios?loja=${STORE}`);
      await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
      await expect(page.getByLabel("Loja", { exact: true })).toHaveValue(STORE);
      await expect(page.getByRole("button", { name: "Este mês" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByText("Nenhuma venda neste período.")).toBeVisible();
      await expectNoAxeViolations(page);

      const ana = { name: "Ana Beatriz", phone: "(81) 99999-1111" };
      const first = await placeAtStore(request, ana, 2, "delivery");
      const second = await placeAtStore(request, ana, 1, "pickup");
      const third = await placeAtStore(
        request,
        { name: "Bruno Costa", phone: "(11) 98888-2222" },
        3,
        "delivery",
      );
      const orders = [first, second, third];
      const total = first.totalCents + second.totalCents + third.totalCents;

      // The chart's code (recharts) arrives with the first chart, on this page only.
      const chartCode = page.waitForRequest(/\/sales-chart-[\w-]+\.js$/);
      await page.reload();
      await chartCode;
      const totals = page.getByTestId("report-totals");
      await expect(totals).toContainText(`Faturamento${formatBRL(total)}`);
      await expect(totals).toContainText("Pedidos3");
      await expect(totals).toContainText(`Ticket médio${formatBRL(Math.round(total / 3))}`);
      const byProduct = page.getByTestId("by-product");
      await expect(byProduct.getByRole("row", { name: /Picolé de Cajá/ })).toContainText("6");
      const byMethod = page.getByTestId("by-method");
      await expect(byMethod.getByRole("row", { name: /Entrega/ })).toContainText(
        formatBRL(first.totalCents + third.totalCents),
      );
      await expect(byMethod.getByRole("row", { name: /Retirada/ })).toContainText(
        formatBRL(second.totalCents),
      );
      // The late rate, its definition and its CSV: just placed, none is late yet.
      const { from, to } = monthPeriod(shopDate(new Date()));
      const lateRate = page.getByTestId("late-rate");
      await expect(lateRate).toContainText("Atrasado: o pedido que a loja não aceitou");
      await expect(lateRate.getByRole("row", { name: new RegExp(first.store.name) })).toContainText(
        /0 de 3\s*0,0%/,
      );
      await expect(
        lateRate.getByRole("link", { name: "Exportar CSV de pedidos atrasados por loja" }),
      ).toHaveAttribute(
        "href",
        `/api/admin/reports/late-rate.csv?from=${from}&to=${to}&storeId=${STORE}`,
      );
      await expect(
        page.getByRole("img", { name: /Gráfico de barras das vendas por dia/ }),
      ).toBeVisible();
      await expect(page.locator(".recharts-bar-rectangle").first()).toBeAttached();
      await expectNoAxeViolations(page);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Exportar pedidos (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`pedidos-loja-${STORE}-${from}-a-${to}.csv`);
      const csv = parseCsv(await readFile(await download.path(), "utf8"));
      expect(csv.hasBom).toBe(true);
      expect(csv.rows[0]).toEqual([
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
      ]);
      expect(csv.rows.slice(1)).toEqual(
        orders.map((order) => [
          order.id,
          formatDay(storeDate(new Date(order.createdAt), order.store.timeZone)),
          formatShopDateTime(order.createdAt, order.store.timeZone),
          "",
          order.store.name,
          order.customer.name,
          order.customer.phone,
          order.deliveryMethod === "delivery" ? "Entrega" : "Retirada",
          "Pagamento de teste",
          "Pendente",
          csvMoney(order.subtotalCents),
          csvMoney(order.discountCents),
          csvMoney(order.deliveryFeeCents),
          csvMoney(order.totalCents),
        ]),
      );
      expect(csvMoney(third.totalCents)).toBe("31,97");
    },
  );
});

test.describe("admin reports' period", () => {
  // Reads no figures, so the shared server (and whatever orders it holds) will do.
  test("switches periods and explains a wrong one", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto("/admin/relatorios");
    const today = shopDate(new Date());

    await page.getByRole("button", { name: "7 dias" }).click();
    await expect(page.getByRole("button", { name: "7 dias" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page).toHaveURL(new RegExp(`ate=${today}`));
    await expect(page.getByLabel("Até", { exact: true })).toHaveValue(today);

    await page.getByLabel("De", { exact: true }).fill("2030-01-10");
    await expect(page.getByRole("alert")).toHaveText(
      "A data final deve ser igual ou posterior à data inicial",
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("De", { exact: true }).fill("2025-01-01");
    await page.getByLabel("Até", { exact: true }).fill("2025-01-31");
    await expect(page).toHaveURL(/de=2025-01-01&ate=2025-01-31/);
    await expect(page.getByTestId("report-period")).toHaveText(
      "Janeiro de 2025: 01/01/2025 – 31/01/2025",
    );
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "7 dias" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

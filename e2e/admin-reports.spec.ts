import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parseCsv } from "#server/testing/csv.ts";
import { formatBRL } from "#shared/money.ts";
import { formatShopDateTime, monthPeriod, shopDate } from "#shared/shop-calendar.ts";
import { PAULISTA_ADDRESS, placeOrder } from "./support/orders.ts";
import { testServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { expect, expectNoAxeViolations, test } from "./support/test.ts";

/**
 * A server of this test's own: the test counts every order the server has, so no other test
 * (nor a repeat of this one) may share it.
 */
/**
 * An order of `quantity` Picolés de Cajá at Frosty Paulista through the API; the address of its
 * own bairro goes with it either way.
 */
const placeAtPaulista = (
  request: APIRequestContext,
  customer: { name: string; phone: string },
  quantity: number,
  deliveryMethod: "delivery" | "pickup",
) =>
  placeOrder(request, {
    storeId: "1",
    items: [{ productId: "1", quantity }],
    customer,
    deliveryMethod,
    deliveryAddress: PAULISTA_ADDRESS,
  });

/** "8,99": how the CSV writes money. */
const csvMoney = (cents: number) => formatBRL(cents).replace("R$ ", "").replace(/\./g, "");

testServerTest.describe("admin reports", () => {
  testServerTest(
    "shows the month's sales and exports its orders as CSV",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/relatorios");
      await expect(page.getByRole("heading", { name: "Relatórios", level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Este mês" })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(page.getByText("Nenhuma venda neste período.")).toBeVisible();
      await expectNoAxeViolations(page);

      const ana = { name: "Ana Beatriz", phone: "(81) 99999-1111" };
      const first = await placeAtPaulista(request, ana, 2, "delivery");
      const second = await placeAtPaulista(request, ana, 1, "pickup");
      const third = await placeAtPaulista(
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
      await expect(
        page.getByRole("img", { name: /Gráfico de barras das vendas por dia/ }),
      ).toBeVisible();
      await expect(page.locator(".recharts-bar-rectangle").first()).toBeAttached();
      await expectNoAxeViolations(page);

      const { from, to } = monthPeriod(shopDate(new Date()));
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Exportar pedidos (CSV)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`pedidos-${from}-a-${to}.csv`);
      const csv = parseCsv(await readFile(await download.path(), "utf8"));
      expect(csv.hasBom).toBe(true);
      expect(csv.rows[0]).toEqual([
        "Número",
        "Data",
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
          formatShopDateTime(order.createdAt),
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
    await expect(page.getByText("Vendas de 01/01/2025 a 31/01/2025")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "7 dias" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });
});

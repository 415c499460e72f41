import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parseCsv } from "#server/testing/csv.ts";
import { formatBRL } from "#shared/money.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { PAULISTA_ADDRESS, placeOrder } from "./support/orders.ts";
import { testServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { expect, expectNoAxeViolations } from "./support/test.ts";

/**
 * A server of this test's own: the test counts every order the server has, so no other test
 * (nor a repeat of this one) may share it.
 */
/** A delivery of `quantity` Picolés de Cajá to Frosty Paulista's own bairro, through the API. */
const placeDelivery = (
  request: APIRequestContext,
  customer: { name: string; phone: string },
  quantity: number,
) =>
  placeOrder(request, {
    storeId: "1",
    items: [{ productId: "1", quantity }],
    customer,
    deliveryMethod: "delivery",
    deliveryAddress: PAULISTA_ADDRESS,
  });

testServerTest.describe("admin customers", () => {
  testServerTest(
    "lists the customers of the orders, by phone, and searches them",
    async ({ page, request, ownServer }) => {
      // The reports' chart library is for the reports page alone.
      const scripts: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "script") scripts.push(sent.url());
      });
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/clientes");
      await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
      await expect(page.getByText("Ainda não há clientes.")).toBeVisible();
      await expectNoAxeViolations(page);

      // Ana orders twice (her phone typed two ways), Bruno once, last.
      const ana1 = await placeDelivery(
        request,
        { name: "Ana Beatriz", phone: "(81) 99999-1111" },
        2,
      );
      const ana2 = await placeDelivery(request, { name: "Ana Beatriz", phone: "81999991111" }, 1);
      const bruno = await placeDelivery(
        request,
        { name: "Bruno Conceição", phone: "(11) 98888-2222" },
        3,
      );

      await page.reload();
      await expect(page.getByTestId("customer-count")).toHaveText("2 clientes");
      const cards = page.getByTestId("customer-card");
      await expect(cards).toHaveCount(2);
      const today = shopDate(new Date()).split("-").reverse().join("/");
      await expect(cards.nth(0)).toContainText("Bruno Conceição");
      await expect(cards.nth(0)).toContainText("(11) 98888-2222");
      await expect(cards.nth(0)).toContainText("1 pedido");
      await expect(cards.nth(0)).toContainText(formatBRL(bruno.totalCents));
      await expect(cards.nth(0)).toContainText(today);
      await expect(cards.nth(0).getByText("Novo", { exact: true })).toBeVisible();
      await expect(cards.nth(1)).toContainText("Ana Beatriz");
      await expect(cards.nth(1)).toContainText("81999991111");
      await expect(cards.nth(1)).toContainText("2 pedidos");
      await expect(cards.nth(1)).toContainText(formatBRL(ana1.totalCents + ana2.totalCents));
      await expectNoAxeViolations(page);

      const search = page.getByLabel("Buscar clientes");
      await search.fill("conceicao");
      await expect(page).toHaveURL(/busca=conceicao/);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Bruno Conceição");
      await expect(page.getByTestId("customer-count")).toHaveText("1 cliente encontrado");

      await search.fill("(81) 99999");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Ana Beatriz");

      // The export holds what the search found.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: /Exportar CSV/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`clientes-${shopDate(new Date())}.csv`);
      const csv = parseCsv(await readFile(await download.path(), "utf8"));
      expect(csv.hasBom).toBe(true);
      expect(csv.rows.map((row) => row.slice(0, 3))).toEqual([
        ["Cliente", "Telefone", "Pedidos"],
        ["Ana Beatriz", "81999991111", "2"],
      ]);

      expect(scripts.filter((url) => /sales-chart/.test(url))).toEqual([]);
      expect(scripts.some((url) => /\/customers-[\w-]+\.js$/.test(url))).toBe(true);

      await search.fill("Zé Ninguém");
      await expect(page.getByText("Nenhum cliente encontrado para “Zé Ninguém”.")).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

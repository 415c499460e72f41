import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { parseCsv } from "#server/testing/csv.ts";
import { formatBRL } from "#shared/money.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { ownBairro, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { storesOf } from "./support/stores.ts";

/**
 * The customers list holds everyone who ordered on the shared server: the test's customers
 * carry a mark of its own in their names and numbers of their own in their phones, and it reads
 * them by searching for those. Its orders go to its own store (support/stores.ts).
 */
const [STORE] = storesOf("admin-customers");

/** A delivery of `quantity` Picolés de Cajá to the store's own bairro, through the API. */
const placeDelivery = async (
  request: APIRequestContext,
  customer: { name: string; phone: string },
  quantity: number,
) =>
  placeOrder(request, {
    storeId: STORE,
    items: [{ productId: "1", quantity }],
    customer,
    deliveryMethod: "delivery",
    deliveryAddress: await ownBairro(request, STORE),
  });

/** Four letters, the same folded or not (the search ignores case and accents). */
const randomMark = () =>
  Array.from({ length: 4 }, () => String.fromCharCode(97 + randomInt(26))).join("");

workerServerTest.describe("admin customers", () => {
  workerServerTest(
    "lists the customers of the orders, by phone, and searches them",
    async ({ page, request, ownServer }) => {
      // The reports' chart library is for the reports page alone.
      const scripts: string[] = [];
      page.on("request", (sent) => {
        if (sent.resourceType() === "script") scripts.push(sent.url());
      });
      await signInAsAdmin(page, request, ownServer.dataDir);
      const mark = randomMark();
      const ana = `Ana Beatriz ${mark}`;
      const brunoName = `Bruno Conceição ${mark}`;
      // Numbers no other test uses: 9 and four digits of this run's own.
      const anaDigits = `9${1000 + randomInt(6000)}`;
      const brunoDigits = `9${1000 + randomInt(6000)}`;
      const search = page.getByLabel("Buscar clientes");
      await page.goto(`/admin/clientes?busca=${mark}`);
      await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
      await expect(search).toHaveValue(mark);
      await expect(page.getByText(`Nenhum cliente encontrado para “${mark}”.`)).toBeVisible();
      await expectNoAxeViolations(page);

      // Ana orders twice (her phone typed two ways), Bruno once, last.
      const ana1 = await placeDelivery(request, { name: ana, phone: `(81) ${anaDigits}-1111` }, 2);
      const ana2 = await placeDelivery(request, { name: ana, phone: `81${anaDigits}1111` }, 1);
      const bruno = await placeDelivery(
        request,
        { name: brunoName, phone: `(11) ${brunoDigits}-2222` },
        3,
      );

      await page.reload();
      await expect(page.getByTestId("customer-count")).toHaveText("2 clientes encontrados");
      const cards = page.getByTestId("customer-card");
      await expect(cards).toHaveCount(2);
      const today = shopDate(new Date()).split("-").reverse().join("/");
      await expect(cards.nth(0)).toContainText(brunoName);
      await expect(cards.nth(0)).toContainText(`(11) ${brunoDigits}-2222`);
      await expect(cards.nth(0)).toContainText("1 pedido");
      await expect(cards.nth(0)).toContainText(formatBRL(bruno.totalCents));
      await expect(cards.nth(0)).toContainText(today);
      await expect(cards.nth(0).getByText("Novo", { exact: true })).toBeVisible();
      await expect(cards.nth(1)).toContainText(ana);
      await expect(cards.nth(1)).toContainText(`81${anaDigits}1111`);
      await expect(cards.nth(1)).toContainText("2 pedidos");
      await expect(cards.nth(1)).toContainText(formatBRL(ana1.totalCents + ana2.totalCents));
      await expectNoAxeViolations(page);

      await search.fill(`conceicao ${mark}`);
      await expect(page).toHaveURL(new RegExp(`busca=conceicao(\\+|%20)${mark}`));
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(brunoName);
      await expect(page.getByTestId("customer-count")).toHaveText("1 cliente encontrado");

      await search.fill(`(81) ${anaDigits}`);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(ana);

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
        [ana, `81${anaDigits}1111`, "2"],
      ]);

      expect(scripts.filter((url) => /sales-chart/.test(url))).toEqual([]);
      expect(scripts.some((url) => /\/customers-[\w-]+\.js$/.test(url))).toBe(true);

      await search.fill("Zé Ninguém");
      await expect(page.getByText("Nenhum cliente encontrado para “Zé Ninguém”.")).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );
});

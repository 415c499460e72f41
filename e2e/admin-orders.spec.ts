import type { Page } from "@playwright/test";
import type { OrderView } from "#shared/orders.ts";
import { moveOrder, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot, whenTakingScreenshots } from "./support/screenshots.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";
import { catalogStore, storesOf } from "./support/stores.ts";

/**
 * Every test here counts and moves the orders of stores of its own (support/stores.ts), on the
 * board of staff of those stores: HQ's board holds whatever the other tests order on the shared
 * server, theirs only their stores' orders.
 */
const [MARIA_STORE, PAIR_STORE, BRUNO_STORE, CARLA_STORE, DIEGO_STORE] = storesOf("admin-orders");
const cardOf = (page: Page, order: OrderView) => page.locator(`[data-order-id="${order.id}"]`);

/** "#001": how the board, the ticket and the customer name an order. */
const numberOf = (order: OrderView) => `#${String(order.shortNumber).padStart(3, "0")}`;

/** Today in the shop's calendar, as a date field holds it. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format();

workerServerTest.describe("the order queue", () => {
  // Long journeys through a whole screen, on a machine that may be busy with other servers.
  workerServerTest.describe.configure({ timeout: 60_000 });

  workerServerTest(
    "finds orders by number, name, phone, store, method and day, and opens one",
    async ({ page, request, ownServer }) => {
      const mariaStore = await catalogStore(request, MARIA_STORE);
      const pairStore = await catalogStore(request, PAIR_STORE);
      const mariaArea = mariaStore.deliveryAreas[0];
      if (!mariaArea) throw new Error(`store ${MARIA_STORE} delivers nowhere`);
      const maria = await placeOrder(request, {
        storeId: MARIA_STORE,
        customer: { name: "Maria da Silva", phone: "(81) 99999-0000" },
        deliveryMethod: "delivery",
      });
      const joao = await placeOrder(request, {
        storeId: PAIR_STORE,
        customer: { name: "João Pereira", phone: "(11) 98888-1111" },
        deliveryMethod: "pickup",
      });
      const jose = await placeOrder(request, {
        storeId: PAIR_STORE,
        customer: { name: "José Conceição", phone: "(11) 97777-2222" },
        deliveryMethod: "delivery",
        items: [{ productId: "1", quantity: 3 }],
      });
      await signInAsStoreStaff(page, request, [MARIA_STORE, PAIR_STORE], ownServer.dataDir);
      await expect(page).toHaveURL(/\/admin\/pedidos$/);
      await page.goto("/admin/pedidos");
      await expect(page.getByRole("main").getByText("3 novos")).toBeVisible();

      // The longest waiting first, each marked new until someone opens it, numbered per store.
      const cards = page.getByTestId("order-card");
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toHaveAttribute("data-order-id", maria.id);
      await expect(cards.nth(2)).toHaveAttribute("data-order-id", jose.id);
      await expect(cardOf(page, maria).getByTestId("short-number")).toHaveText("#001");
      await expect(cardOf(page, joao).getByTestId("short-number")).toHaveText("#001");
      await expect(cardOf(page, jose).getByTestId("short-number")).toHaveText("#002");
      await expect(cardOf(page, jose)).toContainText("3× Picolé de Cajá · Médio");
      await expect(cardOf(page, jose)).toContainText("R$ 31,97");
      await expect(cardOf(page, joao)).toContainText(pairStore.name);
      await expect(cardOf(page, joao)).toContainText("Retirada");
      await expect(cardOf(page, maria)).toContainText("Novo");
      await expectNoAxeViolations(page);

      const search = page.getByLabel("Buscar pedidos");
      for (const [query, found] of [
        ["jose", jose],
        ["98888", joao],
        [maria.id, maria],
      ] as const) {
        await search.fill(query);
        await expect(cards).toHaveCount(1);
        await expect(cards.first()).toHaveAttribute("data-order-id", found.id);
      }
      await search.fill("");
      await expect(cards).toHaveCount(3);

      // On a phone the other filters fold away under "Filtros".
      await page.getByRole("button", { name: "Filtros" }).click();
      await page.getByLabel("Recebimento").selectOption("pickup");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute("data-order-id", joao.id);
      await page.getByLabel("Recebimento").selectOption("");
      await page.getByLabel("Loja").selectOption(PAIR_STORE);
      await expect(cards).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`loja=${PAIR_STORE}(&|$)`));
      await page.getByLabel("Data").fill(today());
      await expect(cards).toHaveCount(2);
      await page.getByLabel("Data").fill("2020-01-02");
      await expect(cards).toHaveCount(0);
      await expect(page.getByText("Nenhum pedido")).toBeVisible();
      // The filters live in the address: a reload keeps them.
      await page.reload();
      await expect(page.getByRole("button", { name: "Filtros (2)" })).toBeVisible();
      await expect(cards).toHaveCount(0);
      await page.getByRole("button", { name: "Limpar filtros" }).click();
      await expect(cards).toHaveCount(3);

      // The detail: items, totals, customer, address, store and history.
      await cardOf(page, maria)
        .getByRole("button", { name: `Abrir pedido ${numberOf(maria)} (${maria.id})` })
        .click();
      const dialog = page.getByRole("dialog", { name: `Pedido ${numberOf(maria)} ${maria.id}` });
      await expect(dialog).toContainText("1x Picolé de Cajá");
      await expect(dialog.getByTestId("order-total")).toHaveText("R$ 13,99");
      await expect(dialog).toContainText("Maria da Silva");
      await expect(dialog.getByRole("link", { name: "(81) 99999-0000" })).toHaveAttribute(
        "href",
        "tel:81999990000",
      );
      await expect(dialog.getByTestId("delivery-address")).toHaveText(
        `Rua das Flores, 10${mariaArea.name} — ${mariaStore.city}/${mariaStore.state}CEP 51020-000`,
      );
      await expect(dialog).toContainText("Tempo estimado30 min");
      await expect(dialog.getByTestId("payment")).toHaveText("Pagamento de teste");
      await expect(dialog).toContainText(
        `${mariaStore.name} — ${mariaStore.city} - ${mariaStore.state}`,
      );
      await expect(dialog.getByTestId("order-history")).toContainText(
        /^Pendente — por Cliente, \d{2}:\d{2}$/,
      );
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // Opened once, it is new no more, here and in the menu's badge.
      await expect(cardOf(page, maria)).not.toContainText("Novo");
      await expect(page.getByRole("main").getByText("2 novos")).toBeVisible();
      await page.getByRole("button", { name: "Abrir menu do painel" }).click();
      const nav = page.getByRole("navigation", { name: "Painel administrativo" });
      await expect(nav.getByRole("link", { name: "Pedidos 2 novos" })).toBeVisible();
    },
  );

  workerServerTest.describe("on a wide screen", () => {
    workerServerTest.use({ viewport: { width: 1366, height: 900 } });

    workerServerTest(
      "moves an order by dragging it to another column, and asks before cancelling",
      async ({ page, request, ownServer }) => {
        const first = await placeOrder(request, {
          storeId: BRUNO_STORE,
          customer: { name: "Bruno Lima", phone: "(11) 95555-0000" },
          deliveryMethod: "pickup",
        });
        const second = await placeOrder(request, {
          storeId: CARLA_STORE,
          customer: { name: "Carla Dias", phone: "(11) 94444-0000" },
          deliveryMethod: "delivery",
        });
        await signInAsStoreStaff(page, request, [BRUNO_STORE, CARLA_STORE], ownServer.dataDir);
        await expect(page).toHaveURL(/\/admin\/pedidos$/);
        await page.goto("/admin/pedidos");
        const pending = page.getByTestId("column-pending");
        const preparing = page.getByTestId("column-preparing");
        await expect(pending.getByTestId("order-card")).toHaveCount(2);
        await expectNoAxeViolations(page);

        // Picked up by its text (not a button), carried over to "Em preparo" and dropped.
        const from = await cardOf(page, first).getByText("Bruno Lima").boundingBox();
        const to = await preparing.boundingBox();
        if (!from || !to) throw new Error("the card or the column is not on screen");
        await page.mouse.move(from.x + 10, from.y + 5);
        await page.mouse.down();
        await page.mouse.move(from.x + 30, from.y + 20, { steps: 5 });
        await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 10 });
        await page.mouse.up();
        await expect(page.getByText("Status atualizado com sucesso")).toBeVisible();
        await expect(preparing.getByTestId("order-card")).toHaveCount(1);
        // In its new column: the card carried under the finger may still be settling on top.
        await expect(preparing.locator(`[data-order-id="${first.id}"]`)).toBeVisible();
        await expect(preparing).toContainText("Bruno Lima");
        await expect(preparing.getByRole("button", { name: "Marcar como pronto" })).toBeVisible();

        // Cancelling is done in the order's detail, and asks first; "Voltar" leaves the order
        // as it was.
        await cardOf(page, second)
          .getByRole("button", { name: `Abrir pedido ${numberOf(second)} (${second.id})` })
          .click();
        const opened = page.getByRole("dialog", {
          name: `Pedido ${numberOf(second)} ${second.id}`,
        });
        const status = opened.getByLabel(`Status do pedido ${second.id}`);
        await status.selectOption("cancelled");
        const confirm = page.getByRole("dialog", {
          name: `Cancelar o pedido ${numberOf(second)}?`,
        });
        await expect(confirm).toBeVisible();
        await expectNoAxeViolations(page);
        await confirm.getByRole("button", { name: "Voltar" }).click();
        await expect(status).toHaveValue("pending");
        await status.selectOption("cancelled");
        await confirm.getByRole("button", { name: "Cancelar pedido" }).click();
        await expect(status).toHaveValue("cancelled");
        await page.keyboard.press("Escape");
        await expect(opened).toBeHidden();
        await expect(page.getByTestId("column-cancelled")).toContainText("Carla Dias");
        await expect(pending.getByTestId("order-card")).toHaveCount(0);

        // Its units went back to the store, and its history says so. (The toast sits over the
        // Cancelado column on a wide screen, and holds while the pointer is on it: let it go.)
        await page.mouse.move(0, 0);
        await expect(page.getByText("Status atualizado com sucesso")).toHaveCount(0);
        await cardOf(page, second)
          .getByRole("button", { name: `Abrir pedido ${numberOf(second)} (${second.id})` })
          .click();
        const detail = page.getByRole("dialog", {
          name: `Pedido ${numberOf(second)} ${second.id}`,
        });
        await expect(detail.getByTestId("order-history").getByRole("listitem")).toHaveText([
          /^Pendente — por Cliente, \d{2}:\d{2}$/,
          /^Cancelado — por .+, \d{2}:\d{2} · Estoque devolvido$/,
        ]);
        await expectNoAxeViolations(page);
        await detail.getByTestId("order-history").scrollIntoViewIfNeeded();
        await documentScreenshot(page, "order-cancelled-history-1366");
        await whenTakingScreenshots(async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          await detail.getByTestId("order-history").scrollIntoViewIfNeeded();
          await documentScreenshot(page, "order-cancelled-history-390");
        });
      },
    );
  });

  workerServerTest(
    "refuses a move made from an outdated screen, and shows where the order is now",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // The refused PATCH is a 409, which Chromium notes in the console.
      allowConsoleError(/status of 409/);
      const order = await placeOrder(request, {
        storeId: DIEGO_STORE,
        customer: { name: "Diego Souza", phone: "(11) 93333-0000" },
        deliveryMethod: "pickup",
      });
      await signInAsStoreStaff(page, request, [DIEGO_STORE], ownServer.dataDir);
      await expect(page).toHaveURL(/\/admin\/pedidos$/);
      // This screen hears nothing live, as when its connection is down.
      await page.route("**/api/admin/orders/events**", (route) =>
        route.fulfill({
          status: 200,
          contentType: "text/event-stream",
          body: 'retry: 3600000\n\nevent: ready\ndata: {"unseenCount":1}\n\n',
        }),
      );
      await page.goto("/admin/pedidos");
      const card = cardOf(page, order);
      await expect(card).toBeVisible();

      // Someone else moves it first, from another screen.
      await moveOrder(request, order.id, "ready", { origin: ownServer.baseUrl, version: 1 });

      await card.getByRole("button", { name: "Iniciar preparo" }).click();
      await expect(
        page.getByText("Este pedido foi alterado por outra pessoa. Atualize e tente de novo."),
      ).toBeVisible();
      // The board reads the queue again and shows the order where the other person put it.
      await page.getByRole("tab", { name: /^Pronto/ }).click();
      await expect(
        page.getByTestId("column-ready").locator(`[data-order-id="${order.id}"]`),
      ).toBeVisible();
    },
  );
});

import type { Page } from "@playwright/test";
import { STORES_PER_STATE } from "#shared/stores.ts";
import { moveOrder, placeOrder } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";
import { storesOf } from "./support/stores.ts";

/**
 * The screen adds up every order and panel the shared server knows: the test reads its totals
 * for a state whose stores are all its own (Mato Grosso, support/stores.ts), and orders at one.
 */
const STATE = "MT";
const [OWN_STORE] = storesOf("admin-live-stores");
const IN_STATE = STORES_PER_STATE[STATE] ?? 0;

const rows = (page: Page) => page.getByTestId("live-store");
const row = (page: Page, storeId: string) => page.locator(`[data-store-id="${storeId}"]`);

workerServerTest.describe("Lojas ao vivo", () => {
  workerServerTest(
    "shows HQ every store now, what needs attention first, as orders and panels come and go",
    async ({ page, request, browser, playwright, ownServer }) => {
      workerServerTest.setTimeout(120_000);
      await page.setViewportSize({ width: 1280, height: 800 });
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page
        .getByRole("navigation", { name: "Painel administrativo" })
        .getByRole("link", { name: "Lojas ao vivo" })
        .click();
      await expect(page).toHaveURL(/\/admin\/lojas-ao-vivo$/);
      await expect(page.getByRole("heading", { name: "Lojas ao vivo", level: 1 })).toBeVisible();
      await expect(rows(page)).toHaveCount(138);
      await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
      // The test's state: its totals are the test's alone.
      await page.getByLabel("Estado").selectOption(STATE);
      await expect(page).toHaveURL(new RegExp(`\\?uf=${STATE}$`));
      await expect(rows(page)).toHaveCount(IN_STATE);
      await expect(page.getByTestId("live-total-waiting")).toContainText("Aguardando0");
      await expect(page.getByTestId("live-total-open")).toContainText(
        `Abertas${IN_STATE} de ${IN_STATE}`,
      );
      await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");

      // An order at Boa Viagem: the store comes first, without a reload, nobody watching it.
      const order = await placeOrder(request, {
        storeId: OWN_STORE,
        items: [{ productId: "1", quantity: 2 }],
        customer: { name: "Cliente Ao Vivo", phone: "(81) 98888-1234" },
      });
      await expect(rows(page).first()).toHaveAttribute("data-store-id", OWN_STORE);
      const boaViagem = row(page, OWN_STORE);
      await expect(boaViagem).toHaveAttribute("data-attention", "unattended");
      await expect(boaViagem).toContainText("Pedidos sem ninguém no painel");
      await expect(boaViagem.getByTestId("live-waiting")).toHaveText("1 pedido");
      await expect(boaViagem).toContainText("o mais antigo há menos de 1 min");
      await expect(boaViagem.getByTestId("live-today")).toHaveText("1 pedido");
      await expect(page.getByTestId("live-total-waiting")).toContainText("Aguardando1");
      await expectNoAxeViolations(page);

      // The store's staff open their board on a phone: HQ sees the panel connected.
      const context = await browser.newContext({
        baseURL: ownServer.baseUrl,
        viewport: { width: 390, height: 844 },
      });
      // The staff member's account is made by a client of its own (the test's has HQ's cookie).
      const signUpClient = await playwright.request.newContext({ baseURL: ownServer.baseUrl });
      try {
        const counter = await context.newPage();
        await signInAsStoreStaff(counter, signUpClient, [OWN_STORE], ownServer.dataDir);
        // Staff open on the order board.
        await expect(counter).toHaveURL(/\/admin\/pedidos$/);
        await expect(counter.getByTestId("live-status")).toHaveText("Ao vivo");
        // Presence is read every 15 s.
        await expect(boaViagem).toHaveAttribute("data-attention", "waiting", { timeout: 25_000 });
        await expect(boaViagem).toContainText("Conectado");
        await expect(page.getByTestId("live-total-connected")).toContainText("1");
        await documentScreenshot(page, "lojas-ao-vivo-1280");

        // The counter accepts the order: nothing waits any more, the day keeps the sale.
        await moveOrder(counter.request, order.id, "preparing", {
          origin: ownServer.baseUrl,
          version: 1,
        });
        await expect(boaViagem).toHaveAttribute("data-attention", "quiet");
        await expect(boaViagem.getByTestId("live-waiting")).toHaveText("Nenhum");
        await expect(boaViagem.getByTestId("live-today")).toHaveText("1 pedido");
        await expect(page.getByTestId("live-total-waiting")).toContainText("Aguardando0");
      } finally {
        await signUpClient.dispose();
        await context.close();
      }

      // One state; and only the stores with orders waiting (none now).
      await page.getByLabel("Estado").selectOption(STATE);
      await expect(page).toHaveURL(new RegExp(`\\?uf=${STATE}$`));
      await expect(rows(page)).toHaveCount(IN_STATE);
      await expect(page.getByTestId("live-total-open")).toContainText(`${IN_STATE} de ${IN_STATE}`);
      for (const city of await rows(page).locator("h3 + span").allTextContents()) {
        expect(city).toMatch(new RegExp(`- ${STATE}$`));
      }
      // The filters live in the address: a click navigates, and the box follows (not at once).
      const waitingOnly = page.getByLabel("Só lojas com pedidos aguardando");
      await waitingOnly.click();
      await expect(waitingOnly).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`\\?uf=${STATE}&atencao=1$`));
      await expect(
        page.getByText("Nenhuma loja com pedidos aguardando. Tudo em dia!"),
      ).toBeVisible();
      await waitingOnly.click();
      await expect(waitingOnly).not.toBeChecked();
      await expect(rows(page)).toHaveCount(IN_STATE);

      await page.setViewportSize({ width: 390, height: 844 });
      await expect(rows(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "lojas-ao-vivo-390");
    },
  );
});

test.describe("Lojas ao vivo for store staff", () => {
  test("is not offered, and its address says it is HQ's", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsStoreStaff(page, request, ["1"]);
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    const nav = page.getByRole("navigation", { name: "Painel administrativo" });
    await expect(nav.getByRole("link", { name: "Relatórios" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Lojas ao vivo" })).toHaveCount(0);
    await page.goto("/admin/lojas-ao-vivo");
    await expect(page.getByRole("heading", { name: "Somente a sede", level: 1 })).toBeVisible();
    await expect(
      page.getByText("A tela Lojas ao vivo é usada só pela sede da rede."),
    ).toBeVisible();
  });
});

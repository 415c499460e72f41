import type { Page } from "@playwright/test";
import type { CatalogStore } from "#shared/catalog.ts";
import { clientAddress } from "./support/browsers.ts";
import { expect, expectNoAxeViolations, test, workerServerTest } from "./support/own-server.ts";
import {
  DESKTOP,
  documentScreenshot,
  PHONE,
  whenTakingScreenshots,
} from "./support/screenshots.ts";
import { newAdmin, signInAsAdmin } from "./support/staff.ts";
import {
  getCatalog,
  openStorePicker,
  storeButton,
  storePicker,
  storeRow,
} from "./support/storefront.ts";
import { storesOf } from "./support/stores.ts";

/**
 * The store pages (/lojas, /lojas/:id) and the store search they share with the picker: accents
 * and case do not matter, and "Perto de mim" orders the stores by distance.
 */

const PLACEHOLDER = "Buscar por cidade, bairro ou loja...";
/** Near Boa Viagem, Recife: store 86 is the nearest store with coordinates. */
const RECIFE = { latitude: -8.12, longitude: -34.9 };
const NO_LOCATION = /^Não foi possível obter sua localização\./;

const pickerSearch = (page: Page) =>
  storePicker(page).getByRole("searchbox", { name: PLACEHOLDER });
const pickerRows = (page: Page) =>
  storePicker(page).getByRole("list", { name: "Lojas" }).getByRole("listitem");
const nearMe = (page: Page) => page.getByRole("button", { name: "Perto de mim" });
const stateHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

/** What "sao paulo" finds: every store of the state, and any other naming São Paulo. */
function saoPauloStores(stores: readonly CatalogStore[]): CatalogStore[] {
  return stores.filter(
    (store) =>
      store.state === "SP" ||
      [store.name, store.city, store.address].some((field) => field.includes("São Paulo")),
  );
}

test.describe("store search without accents", () => {
  test("in the picker: 'sao paulo', 'brasilia', 'goiania'", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    const saoPaulo = saoPauloStores(stores);
    expect(stores.filter((store) => store.state === "SP")).toHaveLength(30);

    await page.goto("/cardapio");
    await openStorePicker(page);
    await pickerSearch(page).fill("sao paulo");
    await expect(
      storePicker(page).getByText(`${saoPaulo.length} lojas encontradas`, { exact: true }),
    ).toBeVisible();
    await expect(pickerRows(page)).toHaveCount(saoPaulo.length);
    // Every one of the state's 30 stores is listed.
    const listed = await pickerRows(page).allTextContents();
    for (const store of stores.filter((candidate) => candidate.state === "SP")) {
      expect(listed.some((row) => row.includes(store.name))).toBe(true);
    }

    await pickerSearch(page).fill("brasilia");
    const brasilia = stores.filter((store) => store.city === "Brasília");
    await expect(
      storePicker(page).getByText(`${brasilia.length} lojas encontradas`, { exact: true }),
    ).toBeVisible();
    for (const store of brasilia) {
      await expect(storeRow(page, store.name)).toContainText("Brasília - DF");
    }

    await pickerSearch(page).fill("GOIANIA");
    await expect(storeRow(page, "Frosty Setor Bueno")).toContainText("Goiânia - GO");
  });

  test("on /lojas", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    await page.goto("/lojas");
    const search = page.getByRole("searchbox", { name: PLACEHOLDER });
    await expect(page.getByText("138 lojas encontradas")).toBeVisible();

    await search.fill("sao paulo");
    await expect(
      page.getByText(`${saoPauloStores(stores).length} lojas encontradas`, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: /^São Paulo/, level: 2 })).toBeVisible();

    await search.fill("brasilia");
    await expect(page.getByText("3 lojas encontradas", { exact: true })).toBeVisible();
    await expect(stateHeadings(page)).toHaveText(["Distrito FederalDF · 3 lojas"]);
    await expect(page.getByRole("link", { name: /Frosty Asa Sul/ })).toBeVisible();
  });
});

test.describe("/lojas", () => {
  test("lists every store by state, each a link to its page", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    const states = new Set(stores.map((store) => store.state));
    await page.goto("/lojas");
    await expect(page).toHaveTitle("Nossas lojas | Frosty");
    await expect(page.getByRole("heading", { name: "Nossas lojas", level: 1 })).toBeVisible();
    await expect(stateHeadings(page)).toHaveCount(states.size);
    await expect(page.getByRole("main").getByRole("link", { name: /^Frosty / })).toHaveCount(
      stores.length,
    );

    const pernambuco = page.getByRole("list", { name: "Lojas em Pernambuco" });
    await expect(pernambuco.getByRole("link")).toHaveCount(
      stores.filter((store) => store.state === "PE").length,
    );
    // Stores by city, then name: Recife's come after Caruaru, Jaboatão and Olinda.
    await expect(pernambuco.getByRole("link").first()).toContainText("Caruaru - PE");
    await expectNoAxeViolations(page);

    await documentScreenshot(page, "lojas-phone");
    await whenTakingScreenshots(async () => {
      await page.setViewportSize(DESKTOP);
      await documentScreenshot(page, "lojas-desktop");
      await page.setViewportSize(PHONE);
    });

    await pernambuco.getByRole("link", { name: /Frosty Boa Viagem/ }).click();
    await expect(page).toHaveURL(/\/lojas\/86$/);
    await expect(page.getByRole("heading", { name: "Frosty Boa Viagem", level: 1 })).toBeVisible();
  });

  test("is in the server's HTML, without JavaScript", async ({ browser, baseURL }) => {
    // Needs the server-rendered shop pages (issue 16 §1).
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/lojas");
    await expect(page.getByRole("heading", { name: "Nossas lojas", level: 1 })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^Frosty / })).toHaveCount(138);
    await page.goto("/lojas/1");
    await expect(page.getByRole("heading", { name: "Frosty Paulista", level: 1 })).toBeVisible();
    await expect(page.getByText("Av. Paulista, 1578 - Bela Vista")).toBeVisible();
    await context.close();
  });
});

test.describe("/lojas/:id", () => {
  test("shows the store, opening state, map and WhatsApp links", async ({ page, request }) => {
    const { stores } = await getCatalog(request);
    const paulista = stores.find((store) => store.id === "1");
    if (!paulista?.contact) throw new Error("store 1 has no coordinates");

    const response = await page.goto("/lojas/1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Frosty Paulista — São Paulo/SP | Frosty");
    await expect(page.getByRole("heading", { name: "Frosty Paulista", level: 1 })).toBeVisible();
    await expect(page.getByText(paulista.address, { exact: true })).toBeVisible();
    await expect(page.getByText("São Paulo - SP", { exact: true })).toBeVisible();
    await expect(page.getByTestId("store-open-status")).toHaveText(
      paulista.isOpen ? "Aberta agora" : "Fechada",
    );
    await expect(page.getByRole("heading", { name: "Horário de funcionamento" })).toBeVisible();
    // The seed publishes no hours (staff set them in the panel: see the test below).
    await expect(page.getByText(/ainda não publicou seu horário/)).toBeVisible();

    const { lat, lng, whatsapp } = paulista.contact;
    const directions = page.getByRole("link", { name: "Como chegar (abre em nova aba)" });
    await expect(directions).toHaveAttribute(
      "href",
      `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
    );
    await expect(directions).toHaveAttribute("target", "_blank");
    const chat = page.getByRole("link", { name: "WhatsApp (abre em nova aba)" });
    await expect(chat).toHaveAttribute(
      "href",
      `https://wa.me/${whatsapp}?text=${encodeURIComponent("Olá! Gostaria de fazer um pedido na Frosty Paulista.")}`,
    );
    await expectNoAxeViolations(page);
  });

  test("a Manaus store keeps Manaus's clock: its hours and 'Aberta agora'", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const [manaus] = storesOf("store-pages");
    // Open every day for the hour Manaus is in now: by São Paulo's clock (an hour ahead) that
    // hour is over, so only the store's own clock opens it.
    const hour = Number(
      new Intl.DateTimeFormat("en-US", {
        timeZone: "America/Manaus",
        hour: "2-digit",
        hourCycle: "h23",
      }).format(new Date()),
    );
    const pad = (h: number) => `${String(h % 24).padStart(2, "0")}:00`;
    const hours = Array.from({ length: 7 }, () => ({ open: pad(hour), close: pad(hour + 1) }));
    const hq = await playwright.request.newContext({
      baseURL: baseURL ?? "",
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
    try {
      await newAdmin(hq);
      const saved = await hq.put(`/api/admin/stores/${manaus}/hours`, {
        headers: { origin: baseURL ?? "" },
        data: { acceptsOrders: true, openingHours: hours },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    } finally {
      await hq.dispose();
    }

    await page.goto(`/lojas/${manaus}`);
    await expect(page.getByTestId("store-open-status")).toHaveText("Aberta agora");
    await expect(page.getByTestId("store-time-zone")).toHaveText(
      "Horários no horário do Amazonas.",
    );
    await expect(page.locator("tr[aria-current=date]")).toContainText(
      `${pad(hour)} às ${pad(hour + 1)}`,
    );
  });

  test("'Pedir nesta loja' chooses the store and opens the menu", async ({ page }) => {
    await page.goto("/lojas/1");
    await expect(storeButton(page)).toHaveText("Escolher loja");
    await page.getByRole("button", { name: "Pedir nesta loja" }).click();
    await expect(page).toHaveURL(/\/cardapio$/);
    await expect(storeButton(page)).toHaveText("Loja: Frosty Paulista");
    // Kept with the cart, as the picker keeps its choice.
    await page.reload();
    await expect(storeButton(page)).toHaveText("Loja: Frosty Paulista");
  });

  test("an unknown store answers 404 and says so", async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/);
    const response = await page.goto("/lojas/9999");
    await expect(
      page.getByRole("heading", { name: "Loja não encontrada", level: 1 }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Ver todas as lojas" }).click();
    await expect(page).toHaveURL(/\/lojas$/);
    // The status comes from the page's head on the server (server-rendered pages, issue 16 §1).
    expect(response?.status()).toBe(404);
  });
});

workerServerTest.describe("a store's hours", () => {
  workerServerTest(
    "the week staff saved, and 'Fechada' when staff close it",
    async ({ page, request, ownServer }) => {
      await signInAsAdmin(page, request, ownServer.dataDir);
      const ten = { open: "10:00", close: "22:00" };
      const status = await page.evaluate(
        async (body) =>
          (
            await fetch("/api/admin/stores/1/hours", {
              method: "PUT",
              headers: { "content-type": "application/json" },
              body: JSON.stringify(body),
            })
          ).status,
        {
          acceptsOrders: false,
          openingHours: [null, ten, ten, ten, ten, ten, { open: "09:00", close: "23:00" }],
        },
      );
      expect(status).toBe(200);

      await page.goto("/lojas/1");
      const table = page.getByRole("table", { name: "Horário de funcionamento" });
      await expect(table.getByRole("row")).toHaveText([
        "Segunda10:00 às 22:00",
        "Terça10:00 às 22:00",
        "Quarta10:00 às 22:00",
        "Quinta10:00 às 22:00",
        "Sexta10:00 às 22:00",
        "Sábado09:00 às 23:00",
        "DomingoFechada",
      ]);
      // Today's line is marked.
      await expect(table.locator('[aria-current="date"]')).toHaveCount(1);
      await expect(page.getByTestId("store-open-status")).toHaveText("Fechada");
      await expect(
        page.getByText("Fechada agora: não recebe pedidos. Escolha outra loja para pedir."),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await documentScreenshot(page, "loja-phone");
      await whenTakingScreenshots(async () => {
        await page.setViewportSize(DESKTOP);
        await documentScreenshot(page, "loja-desktop");
      });
    },
  );
});

test.describe("Perto de mim", () => {
  test("with the location in Recife, a Recife store comes first, with its distance", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(RECIFE);

    await page.goto("/cardapio");
    await openStorePicker(page);
    await expect(pickerRows(page).first()).toContainText("Frosty Paulista");
    await nearMe(page).click();
    await expect(nearMe(page)).toHaveAttribute("aria-pressed", "true");
    await expect(pickerRows(page).first()).toContainText("Frosty Boa Viagem");
    await expect(pickerRows(page).first()).toContainText("Recife - PE");
    await expect(pickerRows(page).first()).toContainText(/\d,\d km/);
    // Recife's other stores (no coordinates of their own) follow it.
    for (let i = 1; i < 5; i++) await expect(pickerRows(page).nth(i)).toContainText("Recife - PE");
    await expectNoAxeViolations(page);
    await documentScreenshot(page, "picker-perto-de-mim-phone");

    // Searching keeps the order.
    await pickerSearch(page).fill("pe");
    await expect(pickerRows(page).first()).toContainText("Frosty Boa Viagem");
    await pickerSearch(page).fill("");
    // Pressed again: the usual order.
    await nearMe(page).click();
    await expect(nearMe(page)).toHaveAttribute("aria-pressed", "false");
    await expect(pickerRows(page).first()).toContainText("Frosty Paulista");

    await page.setViewportSize(DESKTOP);
    await nearMe(page).click();
    await expect(pickerRows(page).first()).toContainText("Frosty Boa Viagem");
    await documentScreenshot(page, "picker-perto-de-mim-desktop");
  });

  test("on /lojas: the nearest first, then back to the states", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(RECIFE);
    await page.goto("/lojas");
    await nearMe(page).click();
    const nearest = page.getByRole("list", { name: "Lojas por distância" });
    await expect(nearest.getByRole("link").first()).toContainText("Frosty Boa Viagem");
    await expect(nearest.getByRole("link").first()).toContainText(/\d,\d km/);
    await expect(nearest.getByRole("link")).toHaveCount(138);
    await expectNoAxeViolations(page);

    await nearMe(page).click();
    await expect(nearest).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^Amazonas/, level: 2 })).toBeVisible();
  });

  test("refused: says so and keeps the list as it was", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("/cardapio");
    await openStorePicker(page);
    await nearMe(page).click();
    await expect(storePicker(page).getByTestId("near-me-status")).toHaveText(NO_LOCATION);
    await expect(nearMe(page)).toHaveAttribute("aria-pressed", "false");
    await expect(pickerRows(page).first()).toContainText("Frosty Paulista");
    await expect(pickerRows(page)).toHaveCount(138);

    await page.keyboard.press("Escape");
    await page.goto("/lojas");
    await nearMe(page).click();
    await expect(page.getByTestId("near-me-status")).toHaveText(NO_LOCATION);
    await expect(page.getByRole("heading", { name: /^Amazonas/, level: 2 })).toBeVisible();
  });
});

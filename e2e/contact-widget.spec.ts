import type { APIRequestContext, Page } from "@playwright/test";
import type { CatalogStore, CatalogWithSite } from "#shared/catalog.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";

/** Boa Viagem, Recife: store 86 is the nearest contactable shop. */
const RECIFE = { latitude: -8.12, longitude: -34.9 };
const CLOSED_KEY = "frosty-contact-closed";
const SEARCHING = "Buscando loja mais próxima...";
const DENIED = "Permita acesso à localização para encontrar a loja mais próxima";

// The about page: it shares the root layout (and so the widget) and never opens a dialog by itself.
const PAGE = "/sobre";

async function catalog(request: APIRequestContext): Promise<CatalogWithSite> {
  const response = await request.get("/api/catalog");
  expect(response.ok()).toBe(true);
  return (await response.json()) as CatalogWithSite;
}

function storeById(data: CatalogWithSite, id: string): CatalogStore {
  const store = data.stores.find((s) => s.id === id);
  if (!store) throw new Error(`store ${id} is missing from /api/catalog`);
  return store;
}

function whatsappHref(digits: string, message: string): string {
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

const closedFlag = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), CLOSED_KEY);

/** Holds every position request until the test releases it, so 'searching' can be seen. */
async function holdGeolocation(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const proto = Geolocation.prototype;
    const original = proto.getCurrentPosition;
    const queue: Array<() => void> = [];
    let released = false;
    proto.getCurrentPosition = function (
      this: Geolocation,
      ...args: Parameters<Geolocation["getCurrentPosition"]>
    ) {
      const run = () => original.apply(this, args);
      if (released) run();
      else queue.push(run);
    };
    Object.assign(window, {
      __releaseGeolocation: () => {
        released = true;
        for (const run of queue.splice(0)) run();
      },
    });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __releaseGeolocation: () => void }).__releaseGeolocation(),
    );
}

async function removeGeolocation(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // biome-ignore lint/suspicious/noExplicitAny: simulates a browser without the API
    delete (Navigator.prototype as any).geolocation;
  });
}

const toggle = (page: Page) => page.getByRole("button", { name: /menu de contato/ });
const panel = (page: Page) => page.getByRole("region", { name: "Fale com a Frosty" });

test.describe("contact widget", () => {
  test("is closed on the first visit", async ({ page }) => {
    await page.goto(PAGE);
    await expect(toggle(page)).toHaveAccessibleName("Abrir menu de contato");
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(panel(page)).toBeHidden();
    expect(await closedFlag(page)).toBeNull();
  });

  test.describe("with the location in Recife", () => {
    test.use({ geolocation: RECIFE, permissions: ["geolocation"] });

    test("searches, then shows the nearest shop and its links", async ({ page, request }) => {
      const data = await catalog(request);
      const boaViagem = storeById(data, "86");
      expect(boaViagem.name).toBe("Frosty Boa Viagem");
      if (!boaViagem.contact) throw new Error("store 86 has no contact");

      const release = await holdGeolocation(page);
      await page.goto(PAGE);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAccessibleName("Fechar menu de contato");
      await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
      const panelId = await toggle(page).getAttribute("aria-controls");
      await expect(panel(page)).toHaveAttribute("id", panelId ?? "");
      await expect(panel(page).getByText(SEARCHING)).toBeVisible();

      await release();
      const card = panel(page).getByTestId("nearest-store-card");
      await expect(card.getByRole("heading", { name: "Loja mais próxima" })).toBeVisible();
      await expect(card.getByText("Frosty Boa Viagem")).toBeVisible();
      await expect(card.getByText(boaViagem.address)).toBeVisible();
      await expect(card.getByText("Recife - PE")).toBeVisible();
      await expect(panel(page).getByText(SEARCHING)).toHaveCount(0);

      const { lat, lng, whatsapp } = boaViagem.contact;
      const maps = card.getByRole("link", { name: "Ver rota no Google Maps" });
      await expect(maps).toHaveAttribute(
        "href",
        `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`,
      );
      await expect(maps).toHaveAttribute("target", "_blank");
      await expect(maps).toHaveAttribute("rel", "noopener noreferrer");

      const whatsappLink = panel(page).getByRole("link", { name: "WhatsApp", exact: true });
      await expect(whatsappLink).toHaveAttribute(
        "href",
        whatsappHref(whatsapp, "Olá! Gostaria de fazer um pedido na Frosty Boa Viagem."),
      );
      await expect(whatsappLink).toHaveAttribute("target", "_blank");

      const chat = panel(page).getByRole("link", { name: "Chat Online", exact: true });
      await expect(chat).toHaveAttribute("href", data.site.chatUrl);
      await expect(chat).toHaveAttribute("target", "_blank");
      await expect(chat).toHaveAttribute("rel", "noopener noreferrer");

      await expectNoAxeViolations(page);
    });
  });

  test.describe("with the location permission denied", () => {
    test.use({ permissions: [] });

    test("asks for the location and offers the default WhatsApp", async ({ page, request }) => {
      const { site } = await catalog(request);
      await page.goto(PAGE);
      await toggle(page).click();
      await expect(panel(page).getByText(DENIED)).toBeVisible();
      await expect(panel(page).getByRole("heading", { name: "Loja mais próxima" })).toHaveCount(0);
      await expect(
        panel(page).getByRole("link", { name: "WhatsApp", exact: true }),
      ).toHaveAttribute(
        "href",
        whatsappHref(site.defaultWhatsapp, "Olá! Gostaria de fazer um pedido na Frosty."),
      );
      await expectNoAxeViolations(page);
    });
  });

  test("without geolocation support, shows the denied message at once", async ({
    page,
    request,
  }) => {
    const { site } = await catalog(request);
    await removeGeolocation(page);
    await page.goto(PAGE);
    expect(await page.evaluate(() => "geolocation" in navigator)).toBe(false);
    await toggle(page).click();
    await expect(panel(page).getByText(DENIED)).toBeVisible();
    await expect(panel(page).getByText(SEARCHING)).toHaveCount(0);
    await expect(panel(page).getByRole("link", { name: "WhatsApp", exact: true })).toHaveAttribute(
      "href",
      whatsappHref(site.defaultWhatsapp, "Olá! Gostaria de fazer um pedido na Frosty."),
    );
    await expect(
      panel(page).getByRole("link", { name: "Chat Online", exact: true }),
    ).toHaveAttribute("href", site.chatUrl);
  });

  test("remembers that it was closed", async ({ page }) => {
    await removeGeolocation(page);
    await page.goto(PAGE);
    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await closedFlag(page)).toBeNull();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName("Abrir menu de contato");
    await expect(panel(page)).toBeHidden();
    expect(await closedFlag(page)).toBe("true");

    await page.reload();
    await expect(toggle(page)).toHaveAccessibleName("Abrir menu de contato");
    await expect(panel(page)).toBeHidden();
    expect(await closedFlag(page)).toBe("true");

    await toggle(page).click();
    await expect(panel(page)).toBeVisible();
    expect(await closedFlag(page)).toBeNull();
  });

  test("works from the keyboard; Esc closes it and returns focus", async ({ page }) => {
    await removeGeolocation(page);
    await page.goto(PAGE);
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(toggle(page)).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(panel(page).getByRole("link", { name: "WhatsApp", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    expect(await closedFlag(page)).toBe("true");

    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });
});

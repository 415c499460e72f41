import type { Locator, Page } from "@playwright/test";
import { CAJA, seedCart } from "./support/cart-state.ts";
import { fillCustomer } from "./support/checkout-form.ts";
import { placeOrderAtCheckout } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import {
  DESKTOP,
  documentPhoneAndDesktop,
  documentScreenshot,
  PHONE,
} from "./support/screenshots.ts";
import { getCatalog } from "./support/storefront.ts";

const toggle = (page: Page) => page.getByRole("button", { name: /menu de contato/ });
const footer = (page: Page) => page.getByRole("contentinfo");

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the contact button's box and the control's box overlap, as drawn now. */
async function buttonCovers(page: Page, control: Locator): Promise<boolean> {
  const [widget, target] = await Promise.all([toggle(page).boundingBox(), control.boundingBox()]);
  if (!widget || !target) throw new Error("the contact button or the control is not drawn");
  return intersects(widget, target);
}

/**
 * The controls the contact button covers now: links, buttons and fields drawn on top where the
 * button is (not hidden under a bar), except big targets (a product card, 8× the button or more)
 * of which it hides less than a tenth.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const aside = document.querySelector('aside[aria-label="Atendimento Frosty"]');
    const button = aside?.querySelector("button");
    if (!aside || !button) throw new Error("no contact button");
    const b = button.getBoundingClientRect();
    const covered: string[] = [];
    for (const control of document.querySelectorAll("a[href],button,input,select,textarea")) {
      if (aside.contains(control)) continue;
      const r = control.getBoundingClientRect();
      const width = Math.min(r.right, b.right) - Math.max(r.left, b.left);
      const height = Math.min(r.bottom, b.bottom) - Math.max(r.top, b.top);
      if (width <= 0 || height <= 0) continue;
      const x = Math.max(r.left, b.left) + width / 2;
      const y = Math.max(r.top, b.top) + height / 2;
      const top = document.elementsFromPoint(x, y).find((element) => !aside.contains(element));
      if (!top || !control.contains(top)) continue;
      const area = r.width * r.height;
      if (area >= 8 * b.width * b.height && width * height * 10 <= area) continue;
      covered.push(control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "?");
    }
    return covered;
  });
}

/**
 * Scrolls the page from top to bottom; at each stop the button settles off every control, and
 * off the figures to read (`figures`: the totals).
 */
async function expectNothingCoveredWhileScrolling(page: Page, figures?: Locator): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 150) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => coveredControls(page), { message: `scrolled to ${y}` }).toEqual([]);
    if (figures) {
      await expect
        .poll(() => buttonCovers(page, figures), { message: `totals, scrolled to ${y}` })
        .toBe(false);
    }
  }
}

/** Presses Tab (or Shift+Tab) until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 40, key = "Tab"): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element's ring as drawn: its outline, or a box shadow. */
const focusRing = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      visible: element.matches(":focus-visible"),
      outlineWidth: Number.parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      boxShadow: style.boxShadow,
    };
  });

async function expectVisibleFocus(target: Locator): Promise<void> {
  const ring = await focusRing(target);
  expect(ring.visible).toBe(true);
  expect(ring.outlineStyle).not.toBe("none");
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
  expect(ring.boxShadow).not.toBe("none");
}

test.describe("legal information", () => {
  test("the footer says who sells, with CNPJ and address, and links the legal pages", async ({
    page,
    request,
  }) => {
    const { site } = await getCatalog(request);
    expect(site.legal.name).toMatch(/fictícia/);
    await page.goto("/sobre");
    const legal = footer(page).getByTestId("legal-identity");
    await expect(legal).toContainText(site.legal.name);
    await expect(legal).toContainText(`CNPJ ${site.legal.cnpj}`);
    await expect(legal).toContainText(site.legal.address);
    const nav = footer(page).getByRole("navigation", { name: "Institucional" });
    await expect(nav.getByRole("link", { name: "Nossas lojas" })).toHaveAttribute("href", "/lojas");
    await expect(nav.getByRole("link", { name: "Termos de compra" })).toHaveAttribute(
      "href",
      "/termos",
    );
    await documentPhoneAndDesktop(page, "footer-legal", { target: footer(page) });

    await nav.getByRole("link", { name: "Política de privacidade" }).click();
    await expect(page).toHaveURL(/\/privacidade$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Política de privacidade");
  });

  test("/privacidade names the controller, the encarregado, the rights and how to ask", async ({
    page,
    request,
  }) => {
    const { site } = await getCatalog(request);
    await page.goto("/privacidade");
    await expect(page).toHaveTitle("Política de privacidade | Frosty");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Política de privacidade");
    await expect(main.getByText(/Última atualização/)).toBeVisible();
    for (const heading of [
      "Quem cuida dos seus dados",
      "Encarregado (DPO)",
      "Quais dados usamos",
      "Para que usamos e com que base legal",
      "Com quem compartilhamos",
      "Por quanto tempo guardamos",
      "Seus direitos como titular",
      "Como pedir",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(`${site.legal.name}, CNPJ ${site.legal.cnpj}`);
    await expect(main).toContainText(site.legal.dpoName);
    await expect(main.getByRole("link", { name: site.legal.dpoEmail }).first()).toHaveAttribute(
      "href",
      `mailto:${site.legal.dpoEmail}`,
    );
    for (const right of ["portabilidade", "revogação do consentimento", "correção", "acesso"]) {
      await expect(main.getByRole("listitem").filter({ hasText: right }).first()).toBeVisible();
    }
    await expect(main).toContainText("execução de contrato");
    await expect(main).toContainText("legítimo interesse");
    await expect(main).toContainText("em até 15 dias");
    await expectNoAxeViolations(page);
    await documentPhoneAndDesktop(page, "privacidade");
  });

  test("/termos: seller, fees from the catalogue, withdrawal and payment", async ({
    page,
    request,
  }) => {
    const catalog = await getCatalog(request);
    const fees = catalog.stores.flatMap((store) => store.deliveryAreas.map((a) => a.feeCents));
    const brl = (cents: number) =>
      new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(cents / 100);
    await page.goto("/termos");
    await expect(page).toHaveTitle("Termos de compra | Frosty");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Termos de compra");
    await expect(
      main.getByRole("heading", { level: 2, name: "Cancelamento e direito de arrependimento" }),
    ).toBeVisible();
    await expect(main.getByText("Direito de arrependimento (CDC, art. 49):")).toBeVisible();
    await expect(main).toContainText(`CNPJ ${catalog.site.legal.cnpj}`);
    await expect(main).toContainText(`de ${brl(Math.min(...fees))} a ${brl(Math.max(...fees))}`);
    for (const method of ["Pix:", "Dinheiro:", "Cartão de crédito ou débito:"]) {
      await expect(main.getByText(method, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: catalog.site.supportEmail })).toBeVisible();
    const maxUnits = new Intl.NumberFormat("pt-BR").format(catalog.orderLimits.maxUnitsPerOrder);
    await expect(main).toContainText(`Cada pedido tem no máximo ${maxUnits} unidades.`);
    await expectNoAxeViolations(page);
    await documentPhoneAndDesktop(page, "termos");
  });

  test("the checkout links both by the confirm button, in a new tab that keeps the form", async ({
    page,
    context,
  }) => {
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/checkout");
    await fillCustomer(page, { name: "Lia Campos" });
    const consent = page
      .getByRole("complementary", { name: "Resumo do pedido" })
      .getByText("Ao confirmar, você concorda com os");
    // Each link also tells screen readers it opens a new tab (visually hidden).
    await expect(consent).toHaveText(
      /^Ao confirmar, você concorda com os Termos de compra.* e a Política de privacidade.*\.$/,
    );
    const terms = consent.getByRole("link", { name: /^Termos de compra/ });
    const privacy = consent.getByRole("link", { name: /^Política de privacidade/ });
    await expect(terms).toHaveAttribute("href", "/termos");
    await expect(privacy).toHaveAttribute("href", "/privacidade");
    for (const link of [terms, privacy]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }

    const popup = context.waitForEvent("page");
    await terms.click();
    const tab = await popup;
    await expect(tab).toHaveURL(/\/termos$/);
    await expect(tab.getByRole("heading", { level: 1 })).toHaveText("Termos de compra");
    await tab.close();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel("Nome completo *")).toHaveValue("Lia Campos");

    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    await documentPhoneAndDesktop(page, "checkout-legal-links", { target: summary });
  });
});

test.describe("printing the confirmation", () => {
  test("prints the order alone: no header, footer, contact button or buttons", async ({ page }) => {
    await placeOrderAtCheckout(page, { customer: { name: "Rita Andrade", phone: "81977776666" } });
    const orderId = page.getByTestId("order-id");
    await expect(orderId).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(toggle(page)).toBeVisible();

    await page.emulateMedia({ media: "print" });
    await expect(header).toBeHidden();
    await expect(footer(page)).toBeHidden();
    await expect(toggle(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
    for (const button of await page.getByRole("main").getByRole("button").all()) {
      await expect(button).toBeHidden();
    }
    await expect(orderId).toBeVisible();
    await expect(page.getByTestId("order-total")).toBeVisible();
    await documentPhoneAndDesktop(page, "confirmacao-impressa");
    // The PDF a browser would print: one page, the receipt alone.
    const pdf = await page.pdf({ format: "A4", printBackground: false });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
    await page.emulateMedia({ media: "screen" });
    await expect(header).toBeVisible();
  });
});

test.describe("keyboard focus", () => {
  test("shows a ring on links, buttons, inputs, the cart stepper and the contact button", async ({
    page,
  }) => {
    await seedCart(page, [{ ...CAJA, quantity: 1 }]);
    await page.goto("/carrinho");
    const home = page.getByRole("link", { name: "Frosty — página inicial" });
    await tabTo(page, home);
    await expectVisibleFocus(home);

    const more = page.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" });
    await tabTo(page, more);
    await expectVisibleFocus(more);
    await documentScreenshot(more, "focus-stepper", { margin: 12 });

    await tabTo(page, toggle(page), 80);
    await expectVisibleFocus(toggle(page));
    await documentScreenshot(toggle(page), "focus-contact-button", { margin: 12 });

    await page.goto("/checkout");
    const name = page.getByLabel("Nome completo *");
    await tabTo(page, name);
    await expectVisibleFocus(name);
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await tabTo(page, confirm, 80);
    await expectVisibleFocus(confirm);
    await documentScreenshot(confirm, "focus-confirm", { margin: 12 });
  });

  test("shows a ring on the menu's tabs and on a dialog's close button", async ({ page }) => {
    await seedCart(page, []);
    await page.goto("/cardapio");
    const tab = page.getByRole("tab", { name: "Todos" });
    await tabTo(page, tab);
    await expectVisibleFocus(tab);

    await page
      .getByRole("button", { name: /^Loja: / })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Fechar" });
    // Backwards from the search box: the dialog keeps the focus in and wraps to its close button.
    await tabTo(page, close, 10, "Shift+Tab");
    await expectVisibleFocus(close);
  });
});

test.describe("the contact button never covers a control", () => {
  test("on the product page at 390×844, wherever the page is scrolled", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await seedCart(page, []);
    await page.goto("/produto/1");
    const more = page.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" });
    await expect(more).toBeVisible();
    await expect.poll(() => buttonCovers(page, more)).toBe(false);
    await documentScreenshot(page, "produto-botao-contato-phone");
    await more.click();
    await expect(page.getByRole("status", { name: /^Quantidade/ })).toHaveText("2");

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(() => buttonCovers(page, more)).toBe(false);
      await expect.poll(() => coveredControls(page)).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => coveredControls(page)).toEqual([]);
    await documentScreenshot(page, "produto-botao-contato-desktop");
  });

  test("nor the totals, on the cart, the checkout and the confirmation; a toast sits at the top", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/carrinho");
    await expect(page.getByRole("link", { name: "Finalizar pedido" })).toBeVisible();
    await expectNothingCoveredWhileScrolling(page, page.getByTestId("cart-totals"));
    await page.goto("/checkout");
    const confirm = page.getByRole("button", { name: "Confirmar pedido" });
    await expect(confirm).toBeVisible();
    await expectNothingCoveredWhileScrolling(page, page.getByTestId("order-totals"));

    // On a phone a toast shows at the top, never over the button the customer just tapped.
    await confirm.click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Confira os campos" });
    await expect(toast).toBeVisible();
    // Where a customer taps it after filling the form in: at the bottom of the screen.
    await confirm.evaluate((element) => element.scrollIntoView({ block: "end" }));
    const [toastBox, confirmBox] = await Promise.all([toast.boundingBox(), confirm.boundingBox()]);
    if (!toastBox || !confirmBox) throw new Error("the toast or the button is not drawn");
    expect(toastBox.y + toastBox.height).toBeLessThan(PHONE.height / 3);
    expect(intersects(toastBox, confirmBox)).toBe(false);

    await placeOrderAtCheckout(page);
    await expectNothingCoveredWhileScrolling(page, page.getByTestId("order-totals"));
  });

  test("nor the cart bar's button, nor the footer's links at the end of a page", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await seedCart(page, [{ ...CAJA, quantity: 2 }]);
    await page.goto("/cardapio");
    const bar = page.getByTestId("mobile-cart-bar");
    const cartLink = bar.getByRole("link", { name: "Ver carrinho" });
    await expect(cartLink).toBeVisible();
    await expect.poll(() => buttonCovers(page, cartLink)).toBe(false);
    await documentScreenshot(page, "cardapio-barra-phone");

    await page.goto("/sobre");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const link of await footer(page).getByRole("link").all()) {
      if (!(await link.isVisible())) continue;
      await expect.poll(() => buttonCovers(page, link)).toBe(false);
    }
  });
});

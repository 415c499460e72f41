import { randomUUID } from "node:crypto";
import { otherBrowser } from "./support/browsers.ts";
import { placeOrderAtCheckout } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";

test.describe("a live order", () => {
  test("reaches the staff as it is placed, and the customer follows every status", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    // The staff member keeps the queue open.
    const staff = await signInAsAdmin(page, request);
    await page.goto("/admin/pedidos");
    await expect(page.getByRole("heading", { name: "Pedidos", level: 1 })).toBeVisible();
    await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");

    // Meanwhile a customer, in another browser, places an order.
    const customerErrors: string[] = [];
    // A second browser, the customer's, with the same settings as the test's own page.
    const customer = await otherBrowser(browser, {
      baseURL: baseURL ?? "",
      viewport: { width: 390, height: 844 },
      errors: customerErrors,
    });
    const name = `Cliente Ao Vivo ${randomUUID().slice(0, 6)}`;
    await placeOrderAtCheckout(customer, {
      customer: { name, phone: "81988881234" },
      street: { street: "Rua da Aurora", number: "100" },
    });
    const orderId = (await customer.getByTestId("order-id").textContent()) ?? "";
    expect(orderId).toMatch(/^ORD-\d+$/);
    // The number the store calls out, big, and its short form everywhere on the board.
    const shortNumber = (await customer.getByTestId("order-short-number").textContent()) ?? "";
    expect(shortNumber).toMatch(/^#\d{3,}$/);
    const customerStatus = customer.getByTestId("order-status");
    // The customer's words for it (the staff's column is "Pendente").
    await expect(customerStatus).toHaveText("Pedido recebido");

    // It appears on the staff screen without a reload: a toast, and a new card.
    await expect(page.getByText(`Novo pedido ${shortNumber}`)).toBeVisible();
    const card = page.locator(`[data-order-id="${orderId}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("short-number")).toHaveText(shortNumber);
    await expect(card).toContainText(name);
    await expect(card).toContainText("R$ 22,98");
    await expect(card).toContainText("Novo");

    // One click per step; the customer's page follows each one (a delivery that is ready waits
    // for its courier: the customer reads "Saiu para entrega" only once staff mark it out).
    const steps = [
      ["Iniciar preparo", "Em preparo", "Em preparo"],
      ["Marcar como pronto", "Pronto", "Pronto — aguardando o entregador"],
      ["Saiu para entrega", "Saiu para entrega", "Saiu para entrega"],
      ["Marcar como entregue", "Entregue", "Entregue"],
    ] as const;
    for (const [action, label, customerLabel] of steps) {
      await card.getByRole("button", { name: action }).click();
      if (label === "Saiu para entrega") {
        // Naming the courier is optional.
        const dispatch = page.getByRole("dialog", {
          name: `Saiu para entrega: pedido ${shortNumber}`,
        });
        await dispatch.getByRole("button", { name: "Confirmar saída" }).click();
      }
      if (label === "Entregue") {
        // Handing over asks for the customer's code; for a delivery it is optional.
        const handOver = page.getByRole("dialog", { name: `Entregar o pedido ${shortNumber}` });
        await handOver.getByRole("button", { name: "Confirmar entrega" }).click();
      }
      await expect(page.getByText("Status atualizado com sucesso").first()).toBeVisible();
      await expect(customerStatus).toHaveText(customerLabel);
      // On a phone the board shows one status at a time: follow the order to its new tab.
      await page.getByRole("tab", { name: new RegExp(`^${label}`) }).click();
      await expect(card).toBeVisible();
    }
    await expect(card).not.toContainText("Novo");

    // The order's history says who moved it, and when.
    await card.getByRole("button", { name: `Abrir pedido ${shortNumber} (${orderId})` }).click();
    const dialog = page.getByRole("dialog", { name: `Pedido ${shortNumber} ${orderId}` });
    const history = dialog.getByTestId("order-history").getByRole("listitem");
    await expect(history).toHaveCount(5);
    await expect(history.nth(0)).toContainText(/^Pendente — por Cliente, \d{2}:\d{2}$/);
    await expect(history.nth(1)).toContainText(
      new RegExp(`^Em preparo — por ${staff.name}, \\d{2}:\\d{2}$`),
    );
    await expect(history.nth(3)).toContainText(`Saiu para entrega — por ${staff.name}`);
    await expect(history.nth(4)).toContainText(`Entregue — por ${staff.name}`);
    await expectNoAxeViolations(page);

    // A reload of the customer's page keeps the last status.
    await customer.reload();
    await expect(customerStatus).toHaveText("Entregue");
    await expectNoAxeViolations(customer);
    await customer.context().close();
    expect(customerErrors, "errors in the customer's browser console").toEqual([]);
  });
});

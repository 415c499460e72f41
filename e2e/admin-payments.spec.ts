import type { Page } from "@playwright/test";
import { PAYMENT_METHODS } from "#shared/order-terms.ts";
import { clientAddress } from "./support/browsers.ts";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { newAdmin, signInAsAdmin } from "./support/staff.ts";
import { signInAsStoreStaff } from "./support/store-staff.ts";

/**
 * Staff configure payments and delivery areas: HQ switches the test payment off chain-wide and
 * saves the chain's Pix receiver (Configurações → Pagamentos); a store's staff add, edit and
 * remove the bairros their store delivers to, and switch its methods (Lojas e horários). Each
 * change is read back from the shop's catalogue, as the checkout reads it. These change shared
 * settings: `@chain` tests, one at a time in their own project, each putting back what it
 * changed.
 */

interface CatalogStore {
  id: string;
  paymentMethods: string[];
  deliveryAreas: {
    id: string;
    name: string;
    feeCents: number;
    minOrderCents: number | null;
    etaMinutes: number;
  }[];
}

/** The store as the shop sees it, fetched from the page like the checkout does. */
async function catalogStore(page: Page, id: string): Promise<CatalogStore> {
  const stores = await page.evaluate(async () => {
    const response = await fetch("/api/catalog", { cache: "no-store" });
    return ((await response.json()) as { stores: unknown[] }).stores;
  });
  const store = (stores as CatalogStore[]).find((candidate) => candidate.id === id);
  if (!store) throw new Error(`store ${id} not in the catalogue`);
  return store;
}

const paymentsSection = (page: Page) =>
  page.getByRole("region", { name: "Pagamentos", exact: true });

const adminStore = (page: Page, name: string) =>
  page.getByTestId("admin-store").filter({ has: page.getByText(name, { exact: true }) });

workerServerTest.describe(
  "payments and delivery areas, as staff configure them",
  { tag: "@chain" },
  () => {
    // Long journeys, on a machine that may be busy.
    workerServerTest.describe.configure({ timeout: 90_000 });

    // The chain's settings are put back by own-server.ts; Frosty Paulista's payments here: its
    // own Pix receiver and its switches go, and it follows the chain again.
    workerServerTest.afterEach(async ({ playwright, baseURL }) => {
      const hq = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
      });
      try {
        await newAdmin(hq);
        const reset = await hq.put("/api/admin/stores/1/payments", {
          headers: { origin: baseURL ?? "" },
          data: {
            pixReceiver: null,
            methods: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, null])),
          },
        });
        expect(reset.status(), await reset.text()).toBe(200);
      } finally {
        await hq.dispose();
      }
    });

    workerServerTest(
      "HQ switches the test payment off chain-wide and saves the chain's Pix receiver",
      async ({ page, request, ownServer }) => {
        // While the test payment is offered, every shop page says so, above its header.
        await page.goto("/cardapio");
        await expect(page.getByTestId("test-mode-banner")).toHaveText(
          "Modo de teste: o pagamento de teste não é cobrado",
        );
        await page.setViewportSize({ width: 1280, height: 800 });
        await signInAsAdmin(page, request, ownServer.dataDir);
        await page.goto("/admin/configuracoes");
        const section = paymentsSection(page);
        await expect(section.getByRole("heading", { name: "Pagamentos" })).toBeVisible();
        await expect(section.getByTestId("pix-receiver-source")).toHaveText(
          "Nenhum recebedor: sem ele, só as lojas com chave própria oferecem Pix.",
        );
        expect((await catalogStore(page, "1")).paymentMethods).toEqual([
          "cash",
          "card",
          "whatsapp",
          "test",
        ]);

        const testPayment = section.getByRole("switch", { name: "Pagamento de teste" });
        await expect(testPayment).toBeChecked();
        await expect(section.getByTestId("payment-method-test")).toContainText(
          "Desligue antes de abrir a loja de verdade.",
        );
        await expectNoAxeViolations(page);
        await section.scrollIntoViewIfNeeded();
        await documentScreenshot(section, "pagamentos-1280");

        await testPayment.click();
        await expect(page.getByText("Pagamento de teste: desligado na rede")).toBeVisible();
        await expect(testPayment).not.toBeChecked();
        await expect
          .poll(async () => (await catalogStore(page, "1")).paymentMethods)
          .toEqual(["cash", "card", "whatsapp"]);
        expect((await catalogStore(page, "42")).paymentMethods).not.toContain("test");
        // Offered nowhere now: the shop's pages drop the banner.
        await page.goto("/cardapio");
        await expect(page.getByTestId("product-card").first()).toBeVisible();
        await expect(page.getByTestId("test-mode-banner")).toHaveCount(0);
        await page.goto("/admin/configuracoes");

        // The chain's Pix receiver, checked as the server checks it.
        const receiver = section.getByRole("form", { name: "Recebedor Pix da rede" });
        await receiver.getByLabel("Tipo da chave").selectOption("cnpj");
        await receiver.getByLabel("Chave Pix").fill("11.222.333/0001-82");
        await receiver.getByLabel("Nome do recebedor").fill("Frosty Picolés");
        await receiver.getByLabel("Cidade do recebedor").fill("São Paulo");
        await receiver.getByRole("button", { name: "Salvar recebedor Pix" }).click();
        await expect(receiver.getByText("CNPJ inválido: confira os dígitos.")).toBeVisible();
        await expect(receiver.getByLabel("Chave Pix")).toHaveAttribute("aria-invalid", "true");

        await receiver.getByLabel("Chave Pix").fill("11.222.333/0001-81");
        await receiver.getByRole("button", { name: "Salvar recebedor Pix" }).click();
        await expect(page.getByText("Recebedor Pix salvo")).toBeVisible();
        await expect(section.getByTestId("pix-receiver-source")).toContainText("Salvo aqui.");
        await expect
          .poll(async () => (await catalogStore(page, "1")).paymentMethods)
          .toEqual(["pix", "cash", "card", "whatsapp"]);

        await page.reload();
        const saved = paymentsSection(page).getByRole("form", { name: "Recebedor Pix da rede" });
        await expect(saved.getByLabel("Chave Pix")).toHaveValue("11222333000181");
        await expect(saved.getByLabel("Nome do recebedor")).toHaveValue("Frosty Picolés");
        await expect(
          paymentsSection(page).getByRole("switch", { name: "Pagamento de teste" }),
        ).not.toBeChecked();
        await expectNoAxeViolations(page);

        await page.setViewportSize({ width: 390, height: 844 });
        await paymentsSection(page)
          .getByRole("heading", { name: "Pagamentos" })
          .scrollIntoViewIfNeeded();
        await documentScreenshot(page, "pagamentos-390");
        await saved.getByLabel("Chave Pix").scrollIntoViewIfNeeded();
        await documentScreenshot(page, "pagamentos-pix-390");

        // A store of its own company: HQ gives it its own receiver, which its orders then carry.
        await page.goto("/admin/lojas");
        await page.getByLabel("Buscar loja").fill("Frosty Paulista");
        const store = adminStore(page, "Frosty Paulista");
        await store.getByRole("button", { name: "Pagamentos de Frosty Paulista" }).click();
        const payments = store.getByTestId("store-payments-editor");
        await expect(payments.getByTestId("store-pix-receiver")).toHaveText(
          "Usa o recebedor Pix da rede.",
        );
        const own = payments.getByRole("form", { name: "Recebedor Pix de Frosty Paulista" });
        await own.getByLabel("Tipo da chave").selectOption("email");
        await own.getByLabel("Chave Pix").fill("Pix@Franquia-Paulista.com.br");
        await own.getByLabel("Nome do recebedor").fill("Franquia Paulista Ltda");
        await own.getByLabel("Cidade do recebedor").fill("São Paulo");
        await own.getByRole("button", { name: "Salvar Pix da loja" }).click();
        await expect(page.getByText("Pix de Frosty Paulista salvo")).toBeVisible();
        await expect(payments.getByTestId("store-pix-receiver")).toHaveText(
          "Recebedor próprio: E-mail pix@franquia-paulista.com.br · Franquia Paulista Ltda, São Paulo",
        );
        await expect(payments.getByRole("button", { name: "Usar o Pix da rede" })).toBeVisible();
        // Axe reads a toast mid-fade as low contrast: check the page once it has gone.
        await expect(page.getByText("Pix de Frosty Paulista salvo")).toBeHidden({
          timeout: 15_000,
        });
        await expectNoAxeViolations(page);
        await payments.getByTestId("store-pix-receiver").scrollIntoViewIfNeeded();
        await documentScreenshot(page, "loja-pix-390");
      },
    );

    workerServerTest(
      "a store's staff add a bairro that the catalogue then lists, edit it, remove it and switch a method",
      async ({ page, request, ownServer, allowConsoleError }) => {
        // The browser notes the refused duplicate bairro (409), which the page then explains.
        allowConsoleError(/status of 409/);
        await page.setViewportSize({ width: 390, height: 844 });
        await signInAsStoreStaff(page, request, ["1"], ownServer.dataDir);
        await expect(page).toHaveURL(/\/admin\/pedidos$/);
        await page.goto("/admin/lojas");
        const store = adminStore(page, "Frosty Paulista");
        await store.getByRole("button", { name: "Bairros de entrega de Frosty Paulista" }).click();
        const editor = store.getByTestId("delivery-areas-editor");
        await expect(editor.getByTestId("delivery-area")).toHaveCount(2);
        await expect(editor.getByTestId("delivery-area").first()).toContainText(
          "Bela VistaTaxa R$ 5,00 · sem mínimo · 30 min",
        );

        const add = editor.getByRole("form", { name: "Novo bairro de Frosty Paulista" });
        await expect(add.getByLabel("Taxa (R$)")).toHaveValue("5,00");
        await add.getByLabel("Bairro").fill("centro");
        await add.getByRole("button", { name: "Adicionar bairro" }).click();
        await expect(
          add.getByText('Esta loja já tem o bairro "centro". Use outro nome.'),
        ).toBeVisible();

        await add.getByLabel("Bairro").fill("Jardim Paulista");
        await add.getByLabel("Taxa (R$)").fill("6,5");
        await add.getByLabel("Pedido mínimo (R$)").fill("25");
        await add.getByLabel("Tempo estimado (min)").fill("3");
        await add.getByRole("button", { name: "Adicionar bairro" }).click();
        await expect(
          add.getByText("Tempo estimado: informe de 5 a 480 minutos inteiros"),
        ).toBeVisible();
        await add.getByLabel("Tempo estimado (min)").fill("35");
        await add.getByRole("button", { name: "Adicionar bairro" }).click();
        await expect(page.getByText("Jardim Paulista adicionado")).toBeVisible();
        const added = editor.getByTestId("delivery-area").filter({ hasText: "Jardim Paulista" });
        await expect(added).toContainText("Taxa R$ 6,50 · mínimo R$ 25,00 · 35 min");
        await expect(add.getByLabel("Bairro")).toHaveValue("");

        await expect
          .poll(async () => (await catalogStore(page, "1")).deliveryAreas.map((area) => area.name))
          .toContain("Jardim Paulista");
        expect(
          (await catalogStore(page, "1")).deliveryAreas.find(
            (area) => area.name === "Jardim Paulista",
          ),
        ).toMatchObject({ feeCents: 650, minOrderCents: 2500, etaMinutes: 35 });
        await expectNoAxeViolations(page);
        await added.scrollIntoViewIfNeeded();
        await documentScreenshot(page, "bairros-390");
        await add.getByRole("button", { name: "Adicionar bairro" }).scrollIntoViewIfNeeded();
        await documentScreenshot(page, "bairros-form-390");

        // Edit: no minimum any more, a longer estimate.
        await added.getByRole("button", { name: "Editar Jardim Paulista" }).click();
        const edit = editor.getByRole("form", { name: "Editar Jardim Paulista" });
        await edit.getByLabel("Pedido mínimo (R$)").fill("");
        await edit.getByLabel("Tempo estimado (min)").fill("50");
        await edit.getByRole("button", { name: "Salvar bairro" }).click();
        await expect(page.getByText("Jardim Paulista salvo")).toBeVisible();
        await expect(
          editor.getByTestId("delivery-area").filter({ hasText: "Jardim Paulista" }),
        ).toContainText("Taxa R$ 6,50 · sem mínimo · 50 min");

        await page.setViewportSize({ width: 1280, height: 800 });
        await documentScreenshot(editor, "bairros-1280");

        // Remove, after saying which.
        const row = editor.getByTestId("delivery-area").filter({ hasText: "Jardim Paulista" });
        await row.getByRole("button", { name: "Remover Jardim Paulista" }).click();
        await row.getByRole("button", { name: "Remover", exact: true }).click();
        await expect(page.getByText("Jardim Paulista removido")).toBeVisible();
        await expect(editor.getByTestId("delivery-area")).toHaveCount(2);
        await expect
          .poll(async () => (await catalogStore(page, "1")).deliveryAreas.map((area) => area.name))
          .toEqual(["Bela Vista", "Centro"]);

        // Payments: the store's staff switch a method; the Pix receiver is HQ's.
        await store.getByRole("button", { name: "Pagamentos de Frosty Paulista" }).click();
        const payments = store.getByTestId("store-payments-editor");
        await expect(payments.getByTestId("store-pix-receiver")).toHaveText(
          "Sem recebedor: nem a loja nem a rede têm chave Pix, então a loja não oferece Pix.",
        );
        await expect(payments.getByText("Só a sede altera a chave Pix da loja")).toBeVisible();
        await expect(payments.getByLabel("Chave Pix")).toHaveCount(0);
        const cash = payments.getByTestId("store-method-cash");
        await expect(cash.getByLabel("Segue a rede (ligado)")).toBeChecked();
        await cash.getByLabel("Desligado").click();
        await expect(cash.getByLabel("Desligado")).toBeChecked();
        await expect(page.getByText("Dinheiro em Frosty Paulista: desligado")).toBeVisible();
        await expect(payments.getByTestId("store-effective-methods")).toHaveText(
          "Aceita agora: Cartão na entrega/retirada, WhatsApp, Pagamento de teste",
        );
        await expect
          .poll(async () => (await catalogStore(page, "1")).paymentMethods)
          .toEqual(["card", "whatsapp", "test"]);
        expect((await catalogStore(page, "2")).paymentMethods).toContain("cash");
        await expectNoAxeViolations(page);
        await documentScreenshot(payments, "loja-pagamentos-1280");
      },
    );
  },
);

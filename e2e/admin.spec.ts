import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import { expect, expectNoAxeViolations, test, workerServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";

test.describe("admin panel", () => {
  test("the shell lists the seven sections and opens each", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await expectNoAxeViolations(page);
    const sections = [
      ["Dashboard", "/admin/dashboard"],
      ["Lojas ao vivo", "/admin/lojas-ao-vivo"],
      ["Picolés", "/admin/produtos"],
      ["Pedidos", "/admin/pedidos"],
      ["Abertura da loja", "/admin/abertura"],
      ["Clientes", "/admin/clientes"],
      ["Relatórios", "/admin/relatorios"],
      ["Marketing", "/admin/marketing"],
      ["Configurações", "/admin/configuracoes"],
    ] as const;
    for (const [label, path] of sections) {
      await page.getByRole("button", { name: "Abrir menu do painel" }).click();
      const nav = page.getByRole("navigation", { name: "Painel administrativo" });
      await nav.getByRole("link", { name: new RegExp(`^${label}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
      // Each screen has a title of its own: tabs and history tell them apart.
      await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?${label} — Frosty Admin$`));
      await expect(page.getByText("Em desenvolvimento...")).toHaveCount(0);
    }
  });

  test("the gauge names the stage of the month's sales", async ({ page, request }) => {
    const figures: DashboardFigures = {
      scope: { chain: true, stores: [] },
      hasOrders: true,
      today: {
        from: "2026-11-27",
        to: "2026-11-27",
        label: "Hoje, 27/11",
        orderCount: 12,
        totalCents: 50_000,
        averageTicketCents: 4_167,
      },
      last7Days: {
        from: "2026-11-21",
        to: "2026-11-27",
        label: "Últimos 7 dias: 21/11 – 27/11",
        orderCount: 1_200,
        totalCents: 5_000_000,
        averageTicketCents: 4_167,
      },
      activeCustomersPeriod: {
        from: "2026-10-29",
        to: "2026-11-27",
        label: "Últimos 30 dias: 29/10 – 27/11",
      },
      currentMonth: { from: "2026-11-01", to: "2026-11-30", label: "Este mês: 01/11 – 30/11" },
      activeCustomers: 80,
      newCustomers: 12,
      lowStock: {
        pairCount: 7,
        storeCount: 2,
        flavours: [],
        stores: [
          {
            storeId: "3",
            name: "Frosty Vila Madalena",
            city: "São Paulo",
            state: "SP",
            lowCount: 5,
            outCount: 1,
          },
          {
            storeId: "86",
            name: "Frosty Boa Viagem",
            city: "Recife",
            state: "PE",
            lowCount: 2,
            outCount: 0,
          },
        ],
      },
      topSellers: [
        { productId: "1", name: "Picolé de Cajá", quantity: 300, revenueCents: 269_700 },
      ],
      currentMonthSalesCents: 4_000_000,
      monthlyGoalCents: 8_000_000,
      currentMonthQuantity: 4_450,
      monthlyGoalQuantity: 8_900,
      goalShare: null,
    };
    // Sample figures, as the original's hard-coded dashboard showed; the server's own
    // arithmetic is covered by the API tests.
    await page.route("**/api/admin/dashboard", (route) => route.fulfill({ json: figures }));
    await signInAsAdmin(page, request);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("gauge-percent")).toHaveText("50%");
    await expect(page.getByTestId("gauge-stage")).toHaveText("Gelando");
    await expect(page.getByText("R$ 50.000,00")).toBeVisible();
    await expect(page.getByText("12 novos este mês")).toBeVisible();
    const lowStock = page.getByTestId("low-stock");
    await expect(lowStock).toContainText("7 sabores com menos de 80 unidades, em 2 lojas.");
    await expect(lowStock.getByRole("listitem")).toHaveText([
      "Frosty Vila Madalena (São Paulo/SP)5 sabores · 1 sem estoque",
      "Frosty Boa Viagem (Recife/PE)2 sabores",
    ]);
    await expectNoAxeViolations(page);
  });

  test("the dashboard starts empty and counts real orders", async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto("/admin/dashboard");
    await expect(page.getByTestId("gauge-stage")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: /^Hoje, \d\d\/\d\d$/ })).toBeVisible();
  });
});

workerServerTest.describe("turning a flavour off", { tag: "@chain" }, () => {
  // The other tests see 29 flavours: a `@chain` test, switched back on after (own-server.ts).
  workerServerTest(
    "hides it from the shop",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // Its page is gone: a 404, which Chromium notes in the console.
      allowConsoleError(/status of 404/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/produtos");
      await expect(page.getByRole("heading", { name: "Picolés" })).toBeVisible();
      await expectNoAxeViolations(page);
      const row = page.getByTestId("admin-product").filter({ hasText: "Picolé de Flocos" });
      await expect(row).toContainText("R$ 8,99");
      const toggle = row.getByRole("button", { name: /^Picolé de Flocos:/ });
      await expect(toggle).toHaveText(/Ativo/);
      await toggle.click();
      await expect(page.getByText("Status atualizado com sucesso")).toBeVisible();
      await expect(toggle).toHaveText(/Inativo/);

      await page.goto("/cardapio");
      // The 28 flavours left on and the seed's two party boxes.
      await expect(page.getByTestId("product-card")).toHaveCount(30);
      await expect(page.getByText("Picolé de Flocos")).toHaveCount(0);
      expect((await page.goto("/produto/29"))?.status()).toBe(404);
      await expect(page.getByText("Produto não encontrado")).toBeVisible();
    },
  );
});

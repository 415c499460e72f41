import { deflateSync } from "node:zlib";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, workerServerTest } from "./support/own-server.ts";
import { signInAsAdmin } from "./support/staff.ts";

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A 32×32 PNG of one colour, made here so the upload is a real, decodable image. */
function solidPng(rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(size).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array(size).fill(row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const row = (page: Page, name: string) =>
  page.getByTestId("admin-product").filter({ hasText: name });

async function openProducts(page: Page): Promise<void> {
  await page.goto("/admin/produtos");
  await expect(page.getByRole("heading", { name: "Picolés", level: 1 })).toBeVisible();
  await expect(page.getByTestId("admin-product").first()).toBeVisible();
}

async function expectImageLoaded(image: Locator): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

workerServerTest.describe("admin products", { tag: "@chain" }, () => {
  workerServerTest(
    "create, edit and delete a flavour, each visible in the shop",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // The deleted flavour's page is a 404, which Chromium notes in the console.
      allowConsoleError(/status of 404/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await openProducts(page);
      await expectNoAxeViolations(page);

      // Create: two sizes, one add-on, an uploaded PNG.
      await page.getByRole("button", { name: "Novo picolé" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo picolé" });
      await dialog.getByLabel("Nome", { exact: true }).fill("Picolé de Jabuticaba");
      await dialog.getByLabel("Descrição").fill("Jabuticaba do pé, doce e levemente ácida.");
      await dialog.getByLabel("Preço", { exact: true }).fill("12,50");
      // The chain's catalogue holds no stock: each store counts its own (Abertura da loja).
      await expect(dialog.getByLabel("Estoque (unidades)")).toHaveCount(0);
      await dialog.getByLabel("Imagem").setInputFiles({
        name: "jabuticaba.png",
        mimeType: "image/png",
        buffer: solidPng([180, 120, 60]),
      });
      const preview = dialog.getByTestId("product-image-preview");
      await expect(preview).toHaveAttribute("src", /^\/images\/uploads\/[0-9a-f]{64}$/);
      await expectImageLoaded(preview);
      await expect(dialog.getByRole("checkbox", { name: "Médio" })).toBeChecked();
      await dialog.getByRole("checkbox", { name: "Grande" }).check();
      await dialog.getByLabel("Ajuste no preço do tamanho Grande").fill("3,00");
      await dialog.getByRole("button", { name: "Novo adicional" }).click();
      await dialog.getByLabel("Nome do adicional 1").fill("Calda de chocolate");
      await dialog.getByLabel("Preço do adicional 1").fill("1,50");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Criar picolé" }).click();
      await expect(page.getByText("Picolé criado com sucesso")).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(row(page, "Picolé de Jabuticaba")).toContainText("R$ 12,50");
      // No store has counted it in yet.
      await expect(row(page, "Picolé de Jabuticaba")).toContainText("esgotado em todas as lojas");
      await expect(row(page, "Picolé de Cajá")).toContainText("à venda em todas as lojas");

      // The shop: the card, then the page with sizes, add-ons and a total that follows them.
      // The 29 flavours, the two seeded party boxes and the new one.
      await page.goto("/cardapio");
      await expect(page.getByTestId("product-card")).toHaveCount(32);
      const card = page.getByTestId("product-card").filter({ hasText: "Picolé de Jabuticaba" });
      await expect(card).toContainText("R$ 12,50");
      await expect(card).toContainText("Esgotado");
      await card.getByRole("link").click();
      // After the flavours (1–29) and the seeded boxes (30, 31).
      await expect(page).toHaveURL(/\/produto\/32$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Picolé de Jabuticaba" }),
      ).toBeVisible();
      await expectImageLoaded(page.getByRole("img", { name: "Picolé de Jabuticaba" }));
      await expect(page.getByRole("group", { name: "Tamanho" }).getByRole("radio")).toHaveCount(2);
      await expect(page.getByRole("radio", { name: "Médio" })).toBeChecked();
      await expect(page.getByRole("group", { name: "Tamanho" })).toContainText("+ R$ 3,00");
      const addons = page.getByRole("group", { name: "Adicionais (opcional)" });
      await expect(addons).toContainText("Calda de chocolate");
      await expect(addons).toContainText("+ R$ 1,50");
      const total = page.getByTestId("product-total");
      await expect(total).toHaveText("R$ 12,50");
      await page.getByRole("radio", { name: "Grande" }).check();
      await expect(total).toHaveText("R$ 15,50");
      await page.getByRole("checkbox", { name: /Calda de chocolate/ }).check();
      await expect(total).toHaveText("R$ 17,00");

      // Edit the price: the shop shows the new one.
      await openProducts(page);
      // Each row's buttons name their picolé: found from the page, not only inside the row.
      await page.getByRole("button", { name: "Editar Picolé de Jabuticaba", exact: true }).click();
      const edit = page.getByRole("dialog", { name: "Editar picolé" });
      await expect(edit.getByLabel("Nome", { exact: true })).toHaveValue("Picolé de Jabuticaba");
      await expect(edit.getByLabel("Nome do adicional 1")).toHaveValue("Calda de chocolate");
      await expect(edit.getByRole("checkbox", { name: "Grande" })).toBeChecked();
      await edit.getByLabel("Preço", { exact: true }).fill("13,90");
      const put = page.waitForRequest((r) => r.method() === "PUT");
      await edit.getByRole("button", { name: "Salvar alterações" }).click();
      // The add-on goes back with its id, so carts holding it stay valid.
      expect((await put).postDataJSON()).toMatchObject({
        priceCents: 1390,
        addons: [{ id: expect.any(String), name: "Calda de chocolate", priceCents: 150 }],
      });
      await expect(page.getByText("Picolé atualizado com sucesso")).toBeVisible();
      await expect(row(page, "Picolé de Jabuticaba")).toContainText("R$ 13,90");
      await page.goto("/cardapio");
      await expect(
        page.getByTestId("product-card").filter({ hasText: "Picolé de Jabuticaba" }),
      ).toContainText("R$ 13,90");

      // Delete: gone from the staff list and from the shop.
      await openProducts(page);
      await page.getByRole("button", { name: "Excluir Picolé de Jabuticaba", exact: true }).click();
      const confirm = page.getByRole("alertdialog", { name: "Excluir picolé?" });
      await expect(confirm).toContainText("Picolé de Jabuticaba");
      await expectNoAxeViolations(page);
      await confirm.getByRole("button", { name: "Excluir" }).click();
      await expect(page.getByText("Picolé excluído com sucesso")).toBeVisible();
      await expect(row(page, "Picolé de Jabuticaba")).toHaveCount(0);
      await page.goto("/cardapio");
      await expect(page.getByTestId("product-card")).toHaveCount(31);
      await expect(page.getByText("Picolé de Jabuticaba")).toHaveCount(0);
      expect((await page.goto("/produto/32"))?.status()).toBe(404);
      await expect(page.getByText("Produto não encontrado")).toBeVisible();
    },
  );

  workerServerTest(
    "the form explains what is wrong before and after sending",
    async ({ page, request, ownServer, allowConsoleError }) => {
      // The server's refusal of the fake PNG is a 4xx the browser notes in the console.
      allowConsoleError(/status of 422/);
      await signInAsAdmin(page, request, ownServer.dataDir);
      await openProducts(page);
      await page.getByRole("button", { name: "Novo picolé" }).click();
      const dialog = page.getByRole("dialog", { name: "Novo picolé" });
      await dialog.getByLabel("Preço", { exact: true }).fill("oito");
      await dialog.getByRole("button", { name: "Criar picolé" }).click();
      await expect(dialog.getByText("Informe o nome do picolé")).toBeVisible();
      await expect(dialog.getByText("Informe um preço entre R$ 0,00 e R$ 1.000,00")).toBeVisible();
      await expect(dialog.getByText("Envie uma imagem do picolé")).toBeVisible();
      await expect(dialog.getByLabel("Nome", { exact: true })).toHaveAttribute(
        "aria-invalid",
        "true",
      );

      const image = dialog.getByLabel("Imagem");
      await image.setInputFiles({
        name: "sabor.svg",
        mimeType: "image/svg+xml",
        buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      });
      await expect(dialog.getByText("Envie uma imagem PNG, JPEG ou WebP")).toBeVisible();
      await image.setInputFiles({
        name: "falso.png",
        mimeType: "image/png",
        buffer: Buffer.from("<html>não sou uma imagem</html>"),
      });
      await expect(
        dialog.getByText("O arquivo não é uma imagem PNG, JPEG ou WebP válida"),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // A party box has no stock of its own (its picolés come from its flavours' stock): the
      // launch stock goes while the product is a box, and comes back for a flavour.
      const launchStock = dialog.getByTestId("initial-stock");
      await dialog
        .getByRole("checkbox", { name: "Lançar com estoque em lojas escolhidas" })
        .check();
      await dialog.getByRole("radio", { name: "Caixa de festa" }).check();
      await expect(dialog.getByTestId("box-fields")).toBeVisible();
      await expect(launchStock).toHaveCount(0);
      await dialog.getByRole("radio", { name: "Picolé (sabor)" }).check();
      await expect(launchStock).toBeVisible();
      await expect(dialog.getByTestId("box-fields")).toHaveCount(0);

      await dialog.getByRole("button", { name: "Cancelar" }).click();
      await expect(dialog).toBeHidden();
    },
  );
});

import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { PixConnectionView } from "#shared/pix-connections.ts";
import { PixAutomaticCard } from "#web/panel/features/pix-automatic-card.tsx";
import { renderInApp } from "#web/testing/render.tsx";
import { PixConnectionState } from "./pix-connection-state.tsx";

let psp: LocalPsp;
let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  psp = await startLocalPsp();
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(async () => {
  t.pix.client.close();
  await psp.close();
  await t.database.dispose();
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, admin.browser));
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe("Configurações → Pagamentos → Pix automático", () => {
  it("saves the chain's connection, tests it, and removes it after confirming", async () => {
    renderInApp(<PixAutomaticCard scope={{ kind: "chain" }} context="da rede" />);
    const user = userEvent.setup();
    expect(await screen.findByTestId("pix-connection-state")).toHaveProperty(
      "textContent",
      "Sem conexão: os pedidos Pix usam o QR estático e a equipe confirma",
    );

    // A new connection needs its secret, certificate and key.
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findAllByText("Obrigatório numa conexão nova")).toHaveLength(3);

    const fill = async (label: string, text: string) => {
      await user.click(field(label));
      await user.paste(text);
    };
    await fill("URL da API", psp.apiUrl);
    await fill("URL do token", psp.tokenUrl);
    await fill("Client ID", psp.clientId);
    await fill("Client secret", psp.clientSecret);
    await fill("Certificado do cliente", psp.certPem);
    await fill("Chave privada", psp.keyPem);
    await fill("Cadeia de certificados do banco", psp.caPem);
    await fill("Chave Pix", "pix@frosty.com.br");
    await user.click(screen.getByRole("button", { name: "Salvar" }));

    expect(await screen.findByText("Conexão do Pix automático salva")).toBeDefined();
    expect(screen.getByTestId("pix-connection-state").textContent).toMatch(
      /^Conectado · webhook registrado em \d\d\/\d\d \d\d:\d\d$/,
    );
    // Write-only: the form starts blank, and says when the secret was set.
    expect(field("Client secret")).toHaveProperty("value", "");
    expect(field("Client secret").getAttribute("placeholder")).toMatch(
      /^configurado em \d\d\/\d\d \d\d:\d\d, deixe em branco para manter$/,
    );
    expect(screen.getByText(/^Atual: CN=Frosty Teste, emitido por CN=Banco Local/)).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Testar conexão" }));
    expect((await screen.findByTestId("pix-connection-test")).textContent).toBe(
      "Conexão ok: escopos cob.write, cob.read, pix.write, pix.read, webhook.write, webhook.read",
    );

    await user.click(screen.getByRole("button", { name: "Remover conexão" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("QR estático");
    await user.click(within(dialog).getByRole("button", { name: "Remover conexão" }));
    expect(await screen.findByText("Conexão do Pix automático removida")).toBeDefined();
    expect(screen.getByTestId("pix-connection-state").textContent).toMatch(/^Sem conexão/);
  });
});

describe("the state line", () => {
  const view = (over: Partial<PixConnectionView>): PixConnectionView => ({
    connection: null,
    inherited: null,
    fallbacks: { last24h: 0, lastAt: null, lastReason: null },
    ...over,
  });

  it("says a store follows the chain, and how many orders fell back to the static QR", () => {
    render(
      <PixConnectionState
        forStore
        view={view({
          inherited: "chain",
          fallbacks: {
            last24h: 3,
            lastAt: "2026-11-27T17:30:00.000Z",
            lastReason: "O banco não respondeu a tempo.",
          },
        })}
      />,
    );
    expect(screen.getByTestId("pix-connection-state").textContent).toBe("Segue a conexão da rede");
    expect(screen.getByTestId("pix-fallback-notice").textContent).toBe(
      "Nas últimas 24 h, 3 pedidos Pix usaram o QR estático porque o banco não respondeu: O banco não respondeu a tempo.",
    );
  });
});

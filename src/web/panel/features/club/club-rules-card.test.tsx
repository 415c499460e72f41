import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chainSettingTests } from "#server/testing/chain-setting.ts";
import type { CashbackRulesView } from "#shared/admin-club.ts";
import { DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";
import { NoResizeObserver } from "#web/testing/no-resize-observer.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { ClubRulesCard } from "./club-rules-card.tsx";

const setting = chainSettingTests<CashbackRulesView>({
  key: "cashback_rules",
  path: "/api/admin/settings/club",
});

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  vi.stubGlobal("fetch", setting.fetch());
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const clubSwitch = () => screen.getByRole("switch", { name: "Clube Frosty ativo" });

/** The message shown for a field, as a screen reader hears it with the field. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return document.getElementById(ids.at(-1) ?? "")?.textContent ?? null;
}

async function renderCard() {
  renderInApp(<ClubRulesCard />);
  await screen.findByRole("form", { name: "Clube Frosty" });
  return userEvent.setup();
}

describe("Configurações → Clube", () => {
  it("shows the rules in force with their defaults, and saves a change typed in reais", async () => {
    const user = await renderCard();
    expect(clubSwitch().getAttribute("aria-checked")).toBe("true");
    expect(field("Cashback (% do valor dos produtos)").value).toBe("5");
    expect(field("Validade (dias)").value).toBe("90");
    expect(field("Saldo mínimo para usar (R$)").value).toBe("5,00");
    expect(screen.getByText(/Padrão: R\$\s5,00\./)).toBeDefined();
    expect(screen.getByRole("button", { name: "Voltar aos padrões" })).toHaveProperty(
      "disabled",
      true,
    );

    await user.click(clubSwitch());
    await user.clear(field("Cashback (% do valor dos produtos)"));
    await user.type(field("Cashback (% do valor dos produtos)"), "2,5");
    await user.clear(field("Validade (dias)"));
    await user.type(field("Validade (dias)"), "120");
    await user.clear(field("Saldo mínimo para usar (R$)"));
    await user.type(field("Saldo mínimo para usar (R$)"), "12,50");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Regras do clube salvas")).toBeDefined();
    expect((await setting.view()).rules).toEqual({
      enabled: false,
      percent: 2.5,
      expiryDays: 120,
      minimumSpendCents: 1_250,
    });
    await waitFor(() => expect(field("Cashback (% do valor dos produtos)").value).toBe("2,5"));
    expect(clubSwitch().getAttribute("aria-checked")).toBe("false");

    await user.click(screen.getByRole("button", { name: "Voltar aos padrões" }));
    expect(await screen.findByText("Regras do clube de volta ao padrão")).toBeDefined();
    expect((await setting.view()).rules).toEqual(DEFAULT_CASHBACK_RULES);
  });

  it("says beside each field what is wrong, and saves nothing", async () => {
    const user = await renderCard();
    await user.clear(field("Cashback (% do valor dos produtos)"));
    await user.type(field("Cashback (% do valor dos produtos)"), "60");
    await user.clear(field("Validade (dias)"));
    await user.type(field("Validade (dias)"), "1,5");
    await user.clear(field("Saldo mínimo para usar (R$)"));
    await user.type(field("Saldo mínimo para usar (R$)"), "cinco");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(errorOf(field("Cashback (% do valor dos produtos)"))).toBe(
        "O percentual de cashback vai até 50 %",
      ),
    );
    expect(errorOf(field("Validade (dias)"))).toBe("Informe a validade em dias inteiros, como 90");
    expect(errorOf(field("Saldo mínimo para usar (R$)"))).toBe(
      "Valor inválido: informe em reais, como 5,00",
    );
    expect((await setting.view()).rules).toEqual(DEFAULT_CASHBACK_RULES);
  });

  it("shows the server's refusal of a field beside it", async () => {
    const user = await renderCard();
    // The form's own check passes; the answer is stubbed into a refusal the server makes alike.
    const app = setting.fetch();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "PUT"
        ? app(input, {
            ...init,
            body: JSON.stringify({ ...DEFAULT_CASHBACK_RULES, expiryDays: 0 }),
          })
        : app(input, init),
    );
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(errorOf(field("Validade (dias)"))).toBe("O cashback vale pelo menos 1 dia"),
    );
    expect(document.activeElement).toBe(field("Validade (dias)"));
  });
});

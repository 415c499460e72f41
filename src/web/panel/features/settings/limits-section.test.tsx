import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chainSettingTests } from "#server/testing/chain-setting.ts";
import {
  DEFAULT_ORDER_LIMITS,
  ORDER_LIMIT_MESSAGES,
  type OrderLimitsView,
} from "#shared/order-limits.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { LimitsSection } from "./limits-section.tsx";

const setting = chainSettingTests<OrderLimitsView>({
  key: "order_limits",
  path: "/api/admin/settings/limits",
  app: { orderLimits: DEFAULT_ORDER_LIMITS },
});

beforeEach(() => {
  vi.stubGlobal("fetch", setting.fetch());
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The message shown for a field, as a screen reader hears it with the field. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return document.getElementById(ids.at(-1) ?? "")?.textContent ?? null;
}

async function renderSection() {
  renderInApp(<LimitsSection />);
  await screen.findByRole("form", { name: "Limites" });
  return userEvent.setup();
}

describe("Configurações → Limites", () => {
  it("shows the limits in force with their defaults, and saves a change", async () => {
    const user = await renderSection();
    expect(field("Pedidos por conexão (IP) na janela").value).toBe("20");
    expect(field("Pedidos por telefone na janela").value).toBe("5");
    expect(field("Janela (minutos)").value).toBe("10");
    expect(field("Unidades por item").value).toBe("20");
    expect(field("Unidades por pedido").value).toBe("50");
    expect(field("Consultas de cupom por minuto por conexão").value).toBe("10");
    expect(field("Picolés retidos por conexão (IP)").value).toBe("200");
    expect(field("Picolés retidos por rede IPv6 /56").value).toBe("400");
    expect(field("Picolés retidos por rede IPv6 /48").value).toBe("1000");
    expect(field("Pix obrigatório acima de (picolés)").value).toBe("30");
    expect(screen.getByText(/O máximo de um mesmo picolé.*Padrão: 20\./)).toBeDefined();
    // Already the defaults: nothing to restore.
    expect(screen.getByRole("button", { name: "Voltar aos padrões" })).toHaveProperty(
      "disabled",
      true,
    );

    await user.clear(field("Unidades por item"));
    await user.type(field("Unidades por item"), "3");
    await user.clear(field("Pix obrigatório acima de (picolés)"));
    await user.type(field("Pix obrigatório acima de (picolés)"), "12");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Limites salvos")).toBeDefined();
    expect((await setting.view()).limits).toEqual({
      ...DEFAULT_ORDER_LIMITS,
      maxUnitsPerLine: 3,
      pixRequiredAboveUnits: 12,
    });
    await waitFor(() => expect(field("Unidades por item").value).toBe("3"));

    await user.click(screen.getByRole("button", { name: "Voltar aos padrões" }));
    expect(await screen.findByText("Limites de volta ao padrão")).toBeDefined();
    expect((await setting.view()).limits).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it("says beside the field what is wrong, and saves nothing", async () => {
    const user = await renderSection();
    // A /56 (many /64s) may not hold less than one connection.
    await user.clear(field("Picolés retidos por rede IPv6 /56"));
    await user.type(field("Picolés retidos por rede IPv6 /56"), "100");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(errorOf(field("Picolés retidos por rede IPv6 /56"))).toBe(
        ORDER_LIMIT_MESSAGES.blockBelowAddress,
      ),
    );
    await user.clear(field("Pedidos por telefone na janela"));
    await user.type(field("Unidades por item"), "0");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(errorOf(field("Pedidos por telefone na janela"))).toBe(
        "Pedidos por telefone: informe um número inteiro",
      ),
    );
    // "20" then "0" typed: 200 units a line, more than the order's 50.
    expect(errorOf(field("Unidades por item"))).toBe(
      "Unidades por item: use um número entre 1 e 99",
    );
    expect((await setting.view()).limits).toEqual(DEFAULT_ORDER_LIMITS);
  });

  it("shows the server's refusal of a field beside it", async () => {
    const user = await renderSection();
    // The form's own check passes; the server's answer is stubbed into a refusal of a field it
    // checks alike, to prove the answer's issues reach their fields.
    const app = setting.fetch();
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === "PUT"
        ? app(input, {
            ...init,
            body: JSON.stringify({ ...DEFAULT_ORDER_LIMITS, windowMinutes: 0 }),
          })
        : app(input, init),
    );
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(errorOf(field("Janela (minutos)"))).toBe(
        "Janela em minutos: use um número entre 1 e 1.440",
      ),
    );
    expect(document.activeElement).toBe(field("Janela (minutos)"));
  });
});

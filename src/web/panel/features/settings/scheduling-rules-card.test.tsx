import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chainSettingTests } from "#server/testing/chain-setting.ts";
import type { SchedulingRulesView } from "#shared/admin-scheduling-rules.ts";
import { DEFAULT_SCHEDULING_RULES } from "#shared/scheduling.ts";
import { NoResizeObserver } from "#web/testing/no-resize-observer.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { SchedulingRulesCard } from "./scheduling-rules-card.tsx";

const setting = chainSettingTests<SchedulingRulesView>({
  key: "scheduling_rules",
  path: "/api/admin/settings/scheduling",
});

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  vi.stubGlobal("fetch", setting.fetch());
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const method = (label: string) => screen.getByRole("checkbox", { name: label }) as HTMLInputElement;

async function renderCard() {
  renderInApp(<SchedulingRulesCard />);
  await screen.findByRole("form", { name: "Encomendas" });
  return userEvent.setup();
}

describe("Configurações → Encomendas", () => {
  it("shows the rules in force and saves a change, an empty Pix threshold meaning never", async () => {
    const user = await renderCard();
    expect(field("Duração do horário (minutos)").value).toBe("30");
    expect(field("Dias de antecedência").value).toBe("14");
    expect(field("Pagamento na hora (Pix) a partir de (R$)").value).toBe("100,00");
    expect(field("Prazo de cancelamento pelo cliente (horas)").value).toBe("24");
    expect(method("Pix").checked).toBe(true);
    expect(method("WhatsApp").checked).toBe(false);

    await user.click(screen.getByRole("switch", { name: "Aceitar encomendas" }));
    await user.clear(field("Duração do horário (minutos)"));
    await user.type(field("Duração do horário (minutos)"), "60");
    await user.clear(field("Pagamento na hora (Pix) a partir de (R$)"));
    await user.click(method("Dinheiro"));
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Regras das encomendas salvas")).toBeDefined();
    expect((await setting.view()).rules).toEqual({
      ...DEFAULT_SCHEDULING_RULES,
      enabled: false,
      slotMinutes: 60,
      upfrontFromCents: null,
      paymentMethods: DEFAULT_SCHEDULING_RULES.paymentMethods.filter((m) => m !== "cash"),
    });
  });

  it("says what is wrong beside the field, in the server's words, and saves nothing", async () => {
    const user = await renderCard();
    await user.clear(field("Duração do horário (minutos)"));
    await user.type(field("Duração do horário (minutos)"), "10");
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("O horário tem pelo menos 15 minutos")).toBeDefined();
    expect((await setting.view()).rules).toEqual(DEFAULT_SCHEDULING_RULES);
  });
});

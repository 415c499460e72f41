import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LiveStore, LiveStoresTotals } from "#shared/store-live.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { LiveStoreRow } from "./live-store-row.tsx";
import { LiveTotals } from "./live-totals.tsx";

const NOW = Date.parse("2026-11-23T18:00:00Z");

const store = (overrides: Partial<LiveStore>): LiveStore => ({
  id: "86",
  name: "Frosty Boa Viagem",
  city: "Recife",
  state: "PE",
  isActive: true,
  isOpen: true,
  acceptsOrders: true,
  panelCount: 0,
  panelSeenAt: null,
  waitingCount: 0,
  oldestWaitingAt: null,
  lateCount: 0,
  lateAfterMinutes: 5,
  heldUnits: 0,
  todayOrderCount: 0,
  todaySalesCents: 0,
  attention: "unwatched",
  ...overrides,
});

function renderRow(live: LiveStore) {
  renderInApp(
    <ul>
      <LiveStoreRow store={live} now={NOW} />
    </ul>,
  );
  return screen.getByRole("listitem", { name: "Frosty Boa Viagem" });
}

describe("a store on Lojas ao vivo", () => {
  it("says what is late, how long the oldest has waited, and the day so far", () => {
    const row = renderRow(
      store({
        attention: "late",
        waitingCount: 3,
        lateCount: 2,
        heldUnits: 37,
        oldestWaitingAt: new Date(NOW - 72 * 60_000).toISOString(),
        todayOrderCount: 12,
        todaySalesCents: 21_576,
      }),
    );
    expect(within(row).getByText("Pedidos atrasados")).toBeDefined();
    expect(within(row).getByTestId("live-waiting").textContent).toBe("3 pedidos");
    expect(row.textContent).toContain("o mais antigo há 1 h 12");
    expect(within(row).getByTestId("live-held").textContent).toBe(
      "37 picolés retidos sem pagamento nem aceite",
    );
    expect(within(row).getByTestId("live-late").textContent).toBe("2 atrasados");
    expect(row.textContent).toContain("limite 5 min");
    expect(within(row).getByTestId("live-today").textContent).toBe("12 pedidos");
    expect(row.textContent).toContain("R$ 215,76");
    const link = within(row).getByRole("link", { name: "Pedidos de Frosty Boa Viagem" });
    expect(link.getAttribute("href")).toBe("/admin/pedidos?loja=86");
  });

  it("names each figure for readers, and keeps a calm store's row without a badge", () => {
    const row = renderRow(store({ panelCount: 2, attention: "quiet" }));
    for (const label of ["Agora", "Painel da loja", "Aguardando", "Atrasados", "Hoje"]) {
      expect(within(row).getByText(label).tagName).toBe("DT");
    }
    expect(row.textContent).toContain("2 conectados");
    expect(within(row).queryByText("Tudo em dia")).toBeNull();
    expect(within(row).getByTestId("live-waiting").textContent).toBe("Nenhum");
    // Nothing held, nothing said.
    expect(within(row).queryByTestId("live-held")).toBeNull();
  });

  it("tells a closed store and one off the site apart", () => {
    const row = renderRow(store({ isOpen: false, isActive: false, attention: "inactive" }));
    expect(row.textContent).toContain("Fechada · fora do site");
    expect(row.textContent).toContain("Sem painel");
  });
});

describe("the chain's totals on Lojas ao vivo", () => {
  const totals = (lateCount: number): LiveStoresTotals => ({
    storeCount: 138,
    openCount: 120,
    connectedCount: 90,
    waitingCount: 4,
    lateCount,
    heldUnits: 0,
    todayOrderCount: 300,
    todaySalesCents: 450_000,
  });

  it("turns Atrasados red while orders are late: the alert's colours replace the tile's white", () => {
    renderInApp(<LiveTotals totals={totals(2)} />);
    const tile = screen.getByTestId("live-total-late");
    expect(tile.textContent).toBe("Atrasados2");
    expect(tile.className.split(" ")).toContain("bg-red-700");
    // Both in the class list, the stylesheet's order would decide: white on white.
    expect(tile.className.split(" ")).not.toContain("bg-white");
    const label = within(tile).getByText("Atrasados");
    expect(label.className.split(" ")).toContain("text-white");
    expect(label.className.split(" ")).not.toContain("text-muted");
  });

  it("keeps Atrasados white when nothing is late", () => {
    renderInApp(<LiveTotals totals={totals(0)} />);
    const tile = screen.getByTestId("live-total-late");
    expect(tile.className.split(" ")).toContain("bg-white");
    expect(tile.className.split(" ")).not.toContain("bg-red-700");
  });
});

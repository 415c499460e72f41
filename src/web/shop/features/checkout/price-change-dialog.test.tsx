import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { type PendingPriceChange, PriceChangeDialog, whatChanged } from "./price-change-dialog.tsx";

const before = { subtotalCents: 1798, discountCents: 0, deliveryFeeCents: 500, totalCents: 2298 };

describe("whatChanged", () => {
  it("names what changed", () => {
    const change = (now: Partial<typeof before>): PendingPriceChange => ({
      before,
      now: { ...before, ...now },
    });
    expect(whatChanged(change({ deliveryFeeCents: 750, totalCents: 2548 }))).toBe(
      "A taxa de entrega mudou",
    );
    expect(whatChanged(change({ subtotalCents: 1998, totalCents: 2498 }))).toBe(
      "Os preços mudaram",
    );
    expect(
      whatChanged(change({ subtotalCents: 1998, discountCents: 200, deliveryFeeCents: 800 })),
    ).toBe("Os preços, o desconto e a taxa de entrega mudaram");
    expect(whatChanged(change({ totalCents: 1 }))).toBe("O total mudou");
  });
});

describe("the price change dialog", () => {
  it("shows the figures before and now, and confirms or goes back", async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    const change = {
      before,
      now: { ...before, deliveryFeeCents: 750, totalCents: 2548 },
    };
    render(
      <PriceChangeDialog
        change={change}
        confirming={false}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole("dialog", { name: "O valor do pedido mudou" });
    expect(dialog.textContent).toContain("Seu pedido ainda não foi feito. A taxa de entrega mudou");
    const rows = within(dialog)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "ItemAntesAgora",
      "SubtotalR$ 17,98R$ 17,98",
      "Taxa de entrega (mudou)R$ 5,00R$ 7,50",
      "TotalR$ 22,98R$ 25,48",
    ]);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole("button", { name: "Confirmar novo total" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole("button", { name: "Voltar ao pedido" }));
    expect(onClose).toHaveBeenCalled();
  });
});

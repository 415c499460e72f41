import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MoneyInput } from "./money-input.tsx";

/**
 * A price field of the products dialog: the form holds cents, the field shows reais.
 * "Abrir outro produto" resets the form to another product's price (R$ 10,99).
 */
function PriceForm(props: { initialCents: number; label: string; onHand(cents: number): void }) {
  const [cents, setCents] = useState(props.initialCents);
  return (
    <>
      <FormField label={props.label}>
        {(control) => (
          <MoneyInput
            {...control}
            value={cents}
            onChange={(next) => {
              props.onHand(next);
              setCents(next);
            }}
          />
        )}
      </FormField>
      <button type="button" onClick={() => setCents(1099)}>
        Abrir outro produto
      </button>
    </>
  );
}

/** `handed` collects every amount the field hands the form. */
function renderPriceField(initialCents: number, label = "Preço") {
  const handed: number[] = [];
  render(
    <PriceForm initialCents={initialCents} label={label} onHand={(cents) => handed.push(cents)} />,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText(label), handed };
}

describe("the money input of the products dialog", () => {
  it("shows the amount in reais, with R$ in front", () => {
    const { input } = renderPriceField(899);
    expect(input).toHaveProperty("value", "8,99");
    expect(input.getAttribute("inputmode")).toBe("decimal");
    expect(input.parentElement?.textContent).toBe("R$");
  });

  it.each([
    ["8,99", 899],
    ["12", 1200],
    ["7.50", 750],
    ["1.250", 125_000],
    ["1.250,00", 125_000],
    ["R$ 3,50", 350],
  ])("reads '%s' as %i cents", async (typed, cents) => {
    const { user, input, handed } = renderPriceField(0);
    await user.clear(input);
    await user.type(input, typed);
    expect(handed.at(-1)).toBe(cents);
    // What staff typed stays as they typed it.
    expect(input).toHaveProperty("value", typed);
  });

  it("reads a minus sign, for a size that costs less ('-1,50')", async () => {
    const { user, input, handed } = renderPriceField(0, "Ajuste no preço do tamanho Pequeno");
    await user.clear(input);
    await user.type(input, "-1,50");
    expect(handed.at(-1)).toBe(-150);
    expect(input).toHaveProperty("value", "-1,50");
  });

  it("shows a negative amount back with its sign", () => {
    const { input } = renderPriceField(-200);
    expect(input).toHaveProperty("value", "-2,00");
  });

  it.each(["abc", "8,999", "1.25.0", "--1"])(
    "hands NaN for '%s', which the form reports, and keeps the text",
    async (typed) => {
      const { user, input, handed } = renderPriceField(500);
      await user.clear(input);
      await user.type(input, typed);
      expect(handed.at(-1)).toBeNaN();
      expect(input).toHaveProperty("value", typed);
    },
  );

  it("does not rewrite what is being typed ('8,9' stays '8,9')", async () => {
    const { user, input, handed } = renderPriceField(0);
    await user.clear(input);
    await user.type(input, "8,9");
    expect(handed.at(-1)).toBe(890);
    expect(input).toHaveProperty("value", "8,9");
  });

  it("shows the new amount when the form is reset to another product", async () => {
    const { user, input } = renderPriceField(899);
    await user.clear(input);
    await user.type(input, "2");
    await user.click(screen.getByRole("button", { name: "Abrir outro produto" }));
    expect(input).toHaveProperty("value", "10,99");
  });

  it("shows nothing for an amount that is not one", () => {
    const { input } = renderPriceField(Number.NaN);
    expect(input).toHaveProperty("value", "");
  });
});

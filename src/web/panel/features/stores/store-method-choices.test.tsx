import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StorePaymentSettings } from "#shared/store-payments.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { StoreMethodChoices } from "./store-method-choices.tsx";

const radio = (method: string, label: string) =>
  within(screen.getByTestId(`store-method-${method}`)).getByRole("radio", {
    name: label,
  }) as HTMLInputElement;

describe("a store's payment methods in Lojas", () => {
  it("cannot switch on what the chain has off, and say why", () => {
    const payments: StorePaymentSettings = {
      storeId: "1",
      // Saved "on" before HQ switched the test payment off for the chain.
      methods: { test: true },
      chainMethods: { pix: true, cash: true, card: true, whatsapp: true, test: false },
      pixReceiver: null,
      chainHasPixReceiver: false,
      effectiveMethods: ["cash", "card", "whatsapp"],
    };
    renderInApp(<StoreMethodChoices storeName="Frosty Boa Viagem" payments={payments} />);

    const test = screen.getByTestId("store-method-test");
    expect(radio("test", "Ligado").disabled).toBe(true);
    expect(radio("test", "Segue a rede (desligado)").disabled).toBe(false);
    expect(radio("test", "Desligado").disabled).toBe(false);
    expect(test.getAttribute("aria-describedby")).toBeTruthy();
    expect(
      document.getElementById(test.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toMatch(/^Desativado pela rede/);

    // What the chain has on stays the store's to switch, with no hint.
    expect(radio("cash", "Ligado").disabled).toBe(false);
    expect(screen.getByTestId("store-method-cash").getAttribute("aria-describedby")).toBeNull();
    expect(screen.getAllByText(/Desativado pela rede/)).toHaveLength(1);
  });
});

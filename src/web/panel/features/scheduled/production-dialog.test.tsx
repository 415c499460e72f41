import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { insertTestEncomenda } from "#server/testing/encomendas.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { ProductionDialog } from "./production-dialog.tsx";
import { PRINTING_CLASS, PRODUCTION_PRINT_CLASS } from "./production-printer.ts";

/**
 * "Lista de produção" against the real app: a day's encomendas of store 72 (a box of two
 * flavours, plain lines), the sheet's flavours and total, and its print on 80 mm or A4.
 */
const STORE = "72";
const DAY = "2030-07-06";

let t: TestApp;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, { stores: [STORE] });
  const box = [
    { productId: "3", name: "Sabor Três", quantity: 20 },
    { productId: "4", name: "Sabor Quatro", quantity: 15 },
  ];
  await insertTestEncomenda(t, { storeId: STORE, slot: "2030-07-06T18:00:00Z", box });
  await insertTestEncomenda(t, { storeId: STORE, slot: "2030-07-06T18:00:00Z" });
  await insertTestEncomenda(t, {
    storeId: STORE,
    slot: "2030-07-06T21:00:00Z",
    status: "pending",
  });
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, staff.browser));
  localStorage.clear();
});

async function openList() {
  renderInApp(<ProductionDialog storeId={STORE} day={DAY} today="2030-07-05" />);
  await userEvent.click(screen.getByRole("button", { name: "Lista de produção" }));
  const dialog = await screen.findByRole("dialog");
  await within(dialog).findByTestId("production-sheet");
  return dialog;
}

describe("Lista de produção", () => {
  it("lists each flavour to make, the largest first, with the total and the slots", async () => {
    const dialog = await openList();
    expect(within(dialog).getByText("Amanhã · sábado, 06/07")).toBeDefined();
    const rows = within(dialog)
      .getAllByTestId("production-flavour")
      .map((row) => row.textContent);
    // 2 boxes × 20 and × 15, and 3 of product 2 in each of the three encomendas.
    expect(rows).toEqual(["Sabor Três40", "Sabor Quatro30", expect.stringMatching(/9$/)]);
    expect(within(dialog).getByTestId("production-total").textContent).toBe("79");
    expect(within(dialog).getByText("3 encomendas, 79 picolés")).toBeDefined();
    expect(within(dialog).getByText(/2 encomendas, 76 picolés/)).toBeDefined();
    expect(within(dialog).getByText(/1 encomenda, 3 picolés/)).toBeDefined();
  });

  it("prints on the 80 mm roll or on A4, as chosen, and remembers the choice", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    const dialog = await openList();
    const sheet = within(dialog).getByTestId("production-sheet");
    expect(sheet.dataset.paper).toBe("80mm");

    await userEvent.click(within(dialog).getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const root = document.querySelector(`.${PRODUCTION_PRINT_CLASS}`);
    expect(root?.querySelector("style")?.textContent).toMatch(/size: 80mm \d+mm; margin: 0;/);
    expect(document.documentElement.classList.contains(PRINTING_CLASS)).toBe(true);
    window.dispatchEvent(new Event("afterprint"));
    expect(document.documentElement.classList.contains(PRINTING_CLASS)).toBe(false);

    await userEvent.click(within(dialog).getByRole("radio", { name: "Folha A4" }));
    expect(within(dialog).getByTestId("production-sheet").dataset.paper).toBe("a4");
    await userEvent.click(within(dialog).getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(root?.querySelector("style")?.textContent).toContain("size: A4 portrait");
    expect(root?.querySelector("[data-testid=production-sheet]")?.getAttribute("data-paper")).toBe(
      "a4",
    );
    expect(localStorage.getItem("frosty-production-paper")).toBe("a4");
  });
});

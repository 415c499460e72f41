import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import type { TeamMember } from "#shared/staff-team-schemas.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { type PickableStore, StoreMultiSelect } from "./store-multi-select.tsx";
import { filterTeam } from "./team-filter.ts";

const STORES: PickableStore[] = [
  {
    id: "1",
    name: "Frosty Paulista",
    address: "Av. Paulista, 1578",
    city: "São Paulo",
    state: "SP",
  },
  {
    id: "86",
    name: "Frosty Boa Viagem",
    address: "Av. Boa Viagem, 10",
    city: "Recife",
    state: "PE",
  },
  {
    id: "87",
    name: "Frosty Shopping Recife",
    address: "R. Padre Carapuceiro",
    city: "Recife",
    state: "PE",
  },
  {
    id: "88",
    name: "Frosty Casa Forte",
    address: "Praça de Casa Forte",
    city: "Recife",
    state: "PE",
  },
];

function Picker({ already = [] }: { already?: string[] }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <StoreMultiSelect
        stores={STORES}
        selected={selected}
        onChange={setSelected}
        already={already}
      />
      <output aria-label="escolhidas">{selected.join(",")}</output>
    </>
  );
}

const chosen = () => screen.getByRole("status", { name: "escolhidas" }).textContent;

describe("the store multi-select", () => {
  it("searches like the shop's picker and chooses every store found at once", async () => {
    const user = userEvent.setup();
    renderInApp(<Picker />);
    expect(screen.getByText("4 lojas encontradas")).toBeTruthy();
    await user.type(screen.getByLabelText("Buscar loja"), "recife");
    expect(screen.getByText("3 lojas encontradas")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Escolher as 3 encontradas" }));
    expect(chosen()).toBe("86,87,88");
    const picked = screen.getByRole("list", { name: "Lojas escolhidas" });
    expect(
      within(picked)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "Frosty Boa Viagem(tirar da escolha)",
      "Frosty Shopping Recife(tirar da escolha)",
      "Frosty Casa Forte(tirar da escolha)",
    ]);
    await user.click(within(picked).getByRole("button", { name: /Frosty Shopping Recife/ }));
    expect(chosen()).toBe("86,88");
    expect(
      (screen.getByRole("checkbox", { name: /Frosty Shopping Recife/ }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it("shows the stores the person already has as ticked, and never chooses them again", async () => {
    const user = userEvent.setup();
    renderInApp(<Picker already={["86"]} />);
    const owned = screen.getByRole("checkbox", { name: /Frosty Boa Viagem/ }) as HTMLInputElement;
    expect(owned.checked).toBe(true);
    expect(owned.disabled).toBe(true);
    await user.type(screen.getByLabelText("Buscar loja"), "recife");
    await user.click(screen.getByRole("button", { name: "Escolher as 2 encontradas" }));
    expect(chosen()).toBe("87,88");
  });
});

describe("the team's filter", () => {
  const member = (name: string, email: string, stores: string[]): TeamMember => ({
    id: email,
    name,
    email,
    createdAt: "2026-11-01T12:00:00.000Z",
    hq: null,
    stores: stores.map((storeName, index) => ({
      id: String(index),
      name: storeName,
      city: "Recife",
      state: "PE",
      grantedAt: "2026-11-20T13:00:00.000Z",
      grantedBy: "Bruna Sede",
    })),
  });
  const team = [
    member("Ana Lúcia", "ana@frosty.example", ["Frosty Boa Viagem"]),
    member("Caio", "caio@frosty.example", ["Frosty Paulista"]),
  ];

  it("finds people by name (accents aside), e-mail or store", () => {
    expect(filterTeam(team, "lucia").map((someone) => someone.name)).toEqual(["Ana Lúcia"]);
    expect(filterTeam(team, "CAIO@").map((someone) => someone.name)).toEqual(["Caio"]);
    expect(filterTeam(team, "boa viagem").map((someone) => someone.name)).toEqual(["Ana Lúcia"]);
    expect(filterTeam(team, "  ")).toHaveLength(2);
    expect(filterTeam(team, "ninguém")).toEqual([]);
  });
});

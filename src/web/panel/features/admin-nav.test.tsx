import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { renderInApp } from "#web/testing/render.tsx";
import {
  ADMIN_SECTIONS,
  AdminNav,
  adminTitle,
  mayOpen,
  sectionOf,
  sectionsFor,
} from "./admin-nav.tsx";
import { HqOnlyNotice } from "./hq-only-notice.tsx";
import { StaffWorkplace } from "./staff-workplace.tsx";

// The badge listens to the live order stream: not what these tests are about.
vi.mock("#web/panel/features/orders/new-orders-badge.tsx", () => ({ NewOrdersBadge: () => null }));

const paulista = { id: "1", name: "Frosty Paulista", city: "São Paulo", state: "SP" };
const recife = { id: "40", name: "Frosty Boa Viagem", city: "Recife", state: "PE" };
const HQ: StaffAccess = { hq: true, stores: [] };
const ONE_STORE: StaffAccess = { hq: false, stores: [paulista] };
const TWO_STORES: StaffAccess = { hq: false, stores: [recife, paulista] };

/**
 * What issue 13 keeps from store staff for good: the chain's catalogue, customers, coupons,
 * settings and team. (Relatórios opens to them once its API keeps to their stores.)
 */
const HQ_ONLY = ["Picolés", "Clientes", "Marketing", "Configurações", "Equipe"];

function menuLinks(access: StaffAccess): string[] {
  renderInApp(<AdminNav access={access} />);
  const nav = screen.getByRole("navigation", { name: "Painel administrativo" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => link.textContent ?? "");
}

describe("the panel's menu", () => {
  it("shows HQ every screen, in the table's order", () => {
    expect(menuLinks(HQ)).toEqual(ADMIN_SECTIONS.map((section) => section.label));
  });

  it("shows store staff only the screens of their stores' work", () => {
    const links = menuLinks(ONE_STORE);
    for (const label of ["Dashboard", "Pedidos", "Lojas e horários"])
      expect(links).toContain(label);
    for (const label of HQ_ONLY) expect(links).not.toContain(label);
    expect(links).toEqual(sectionsFor(ONE_STORE).map((section) => section.label));
    expect(screen.getByRole("button", { name: "Sair" })).toBeTruthy();
  });

  it("keeps each entry's access in one table: store staff get exactly the `stores` entries", () => {
    const forStores = ADMIN_SECTIONS.filter((section) => section.access === "stores");
    expect(sectionsFor(TWO_STORES)).toEqual(forStores);
    expect(sectionsFor(HQ)).toEqual([...ADMIN_SECTIONS]);
    for (const label of HQ_ONLY) {
      expect(ADMIN_SECTIONS.find((section) => section.label === label)?.access, label).toBe("hq");
    }
  });
});

describe("which screen an address is", () => {
  it("finds the section of a path and of the paths below it", () => {
    expect(sectionOf("/admin/pedidos")?.label).toBe("Pedidos");
    expect(sectionOf("/admin/pedidos/ORD-1700000000000")?.label).toBe("Pedidos");
    expect(sectionOf("/admin/equipe")?.label).toBe("Equipe");
    expect(sectionOf("/admin/pedidosx")).toBeUndefined();
    expect(sectionOf("/admin")).toBeUndefined();
  });

  it("lets store staff open their screens and HQ everything", () => {
    const team = sectionOf("/admin/equipe");
    const orders = sectionOf("/admin/pedidos");
    if (!team || !orders) throw new Error("sections missing");
    expect(mayOpen(ONE_STORE, team)).toBe(false);
    expect(mayOpen(ONE_STORE, orders)).toBe(true);
    expect(mayOpen(HQ, team)).toBe(true);
  });
});

describe("the tab's title", () => {
  it("names the screen shown, so tabs and history tell the screens apart", () => {
    expect(adminTitle("/admin/produtos")).toBe("Picolés — Frosty Admin");
    expect(adminTitle("/admin/lojas-ao-vivo")).toBe("Lojas ao vivo — Frosty Admin");
    expect(adminTitle("/admin/pedidos")).toBe("Pedidos — Frosty Admin");
    expect(adminTitle("/admin")).toBe("Frosty Admin");
    const titles = ADMIN_SECTIONS.map((section) => adminTitle(section.to));
    expect(new Set(titles).size).toBe(ADMIN_SECTIONS.length);
  });

  it("counts the orders nobody has opened on Pedidos only", () => {
    expect(adminTitle("/admin/pedidos", 3)).toBe("(3) Pedidos — Frosty Admin");
    expect(adminTitle("/admin/dashboard", 3)).toBe("Dashboard — Frosty Admin");
  });
});

describe("where the staff member works", () => {
  it("says HQ sees the whole chain", () => {
    renderInApp(<StaffWorkplace access={HQ} />);
    expect(screen.getByTestId("staff-workplace").textContent).toBe(
      "Você trabalha na: Sede — todas as lojas",
    );
  });

  it("names the one store, or lists each of several", () => {
    renderInApp(
      <>
        <StaffWorkplace access={ONE_STORE} />
        <StaffWorkplace access={TWO_STORES} />
        <StaffWorkplace access={TWO_STORES} compact />
      </>,
    );
    const [one, several, compact] = screen.getAllByTestId("staff-workplace");
    expect(one?.textContent).toBe("Sua lojaFrosty PaulistaSão Paulo - SP");
    expect(
      within(several as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Frosty Boa ViagemRecife - PE", "Frosty PaulistaSão Paulo - SP"]);
    expect(compact?.textContent).toBe("Suas lojas: Frosty Boa Viagem e Frosty Paulista");
  });

  it("tells store staff at an HQ screen's address that it is HQ's, and where to go", () => {
    renderInApp(<HqOnlyNotice access={ONE_STORE} screen="Equipe" />);
    expect(screen.getByRole("heading", { name: "Somente a sede", level: 1 })).toBeTruthy();
    expect(screen.getByText(/é usada só pela sede da rede/).textContent).toContain(
      "Frosty Paulista",
    );
    expect(screen.getByRole("link", { name: "Ir para os pedidos" }).getAttribute("href")).toBe(
      "/admin/pedidos",
    );
  });
});

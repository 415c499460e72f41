import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { NEXT_PAGE_TOASTS_KEY, toastOnNextPage } from "#web/lib/toast.ts";
import { ToasterSlot } from "./toaster-slot.tsx";

beforeEach(() => {
  sessionStorage.clear();
  vi.useRealTimers();
});

describe("a toast for the next page", () => {
  it("waits in this tab's storage and shows once, on the page whose toaster mounts next", async () => {
    toastOnNextPage("success", "Adicionado ao carrinho!", { description: "2x Picolé de Cajá" });
    toastOnNextPage("error", "Itens indisponíveis", "Sem Umbu nesta loja");
    // Nothing shown on the page that is leaving.
    expect(screen.queryByText("Adicionado ao carrinho!")).toBeNull();

    const next = render(<ToasterSlot />);
    expect(await screen.findByText("Adicionado ao carrinho!")).toBeDefined();
    expect(await screen.findByText("2x Picolé de Cajá")).toBeDefined();
    expect(await screen.findByText("Itens indisponíveis")).toBeDefined();
    expect(sessionStorage.getItem(NEXT_PAGE_TOASTS_KEY)).toBeNull();
    next.unmount();
  });

  it("is dropped when no page showed it soon after (the navigation failed)", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-01-01T12:00:00Z"), toFake: ["Date"] });
    toastOnNextPage("info", "Velho demais");
    vi.setSystemTime(Date.parse("2026-01-01T12:00:11Z"));
    render(<ToasterSlot />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Velho demais")).toBeNull();
    expect(sessionStorage.getItem(NEXT_PAGE_TOASTS_KEY)).toBeNull();
  });
});

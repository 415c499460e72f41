import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PixPayment } from "./pix-payment.tsx";

const NOW = Date.parse("2025-11-23T15:00:19.000Z");
const pix = {
  payload:
    "00020126360014br.gov.bcb.pix0114+55819999999995204000053039865406352.125802BR5912FROSTY TESTE6006RECIFE62070503***6304ABCD",
  txid: "FROSTY1",
  // 29 minutes 41 seconds after NOW.
  expiresAt: "2025-11-23T15:30:00.000Z",
};

function liveRegion(): HTMLElement {
  const region = document.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error("no live region");
  return region;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PixPayment", () => {
  it("shows the QR code, the copia e cola, the amount and the time left", () => {
    render(<PixPayment pix={pix} totalCents={35212} />);
    expect(screen.getByRole("img", { name: "QR Code do Pix de R$ 352,12" }).tagName).toBe("svg");
    expect(screen.getByLabelText("Pix copia e cola")).toHaveProperty("value", pix.payload);
    expect(screen.getByLabelText("Pix copia e cola")).toHaveProperty("readOnly", true);
    expect(screen.getByTestId("pix-amount").textContent).toBe("R$ 352,12");
    expect(screen.getByRole("timer").textContent).toBe("Pague em 29:41");
    expect(screen.getByText(/Abra o app do seu banco, escolha/).textContent).toBe(
      "Abra o app do seu banco, escolha Pix › Pagar com QR Code ou Pix copia e cola.",
    );
  });

  it("counts down every second, and speaks only at the minute", () => {
    render(<PixPayment pix={pix} totalCents={1000} />);
    expect(liveRegion().textContent).toBe("Faltam 29 minutos para pagar o Pix.");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("Pague em 29:40");
    act(() => vi.advanceTimersByTime(40_000));
    expect(screen.getByRole("timer").textContent).toBe("Pague em 29:00");
    expect(liveRegion().textContent).toBe("Faltam 29 minutos para pagar o Pix.");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("Pague em 28:59");
    expect(liveRegion().textContent).toBe("Faltam 28 minutos para pagar o Pix.");
  });

  it("at the deadline takes the code away and says the time is up", () => {
    render(<PixPayment pix={pix} totalCents={1000} />);
    act(() => vi.advanceTimersByTime((29 * 60 + 40) * 1000));
    expect(screen.getByRole("timer").textContent).toBe("Pague em 00:01");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("timer").textContent).toBe("Prazo encerrado");
    expect(liveRegion().textContent).toBe("O prazo para pagar o Pix acabou.");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByLabelText("Pix copia e cola")).toBeNull();
  });

  it("copies the code and says so", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    render(<PixPayment pix={pix} totalCents={1000} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copiar código" })));
    expect(writeText).toHaveBeenCalledWith(pix.payload);
    expect(screen.getByRole("status").textContent).toBe("Código copiado");
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("without a clipboard, selects the code for the phone's own copy", async () => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: undefined });
    render(<PixPayment pix={pix} totalCents={1000} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copiar código" })));
    const field = screen.getByLabelText<HTMLTextAreaElement>("Pix copia e cola");
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, pix.payload.length]);
    expect(screen.getByRole("status").textContent).toBe(
      "Código selecionado: copie pelo menu do seu celular.",
    );
  });
});

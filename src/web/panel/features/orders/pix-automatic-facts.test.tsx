import { screen, within } from "@testing-library/react";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, pixCharges } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { sendDueRefunds } from "#server/services/pix-charges/refunds.ts";
import {
  connectStoreToPsp,
  deliverTo,
  payAtBank,
  placeChargedPixOrder,
} from "#server/testing/pix-automatic.ts";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { OrderPixRefund } from "#shared/admin-orders.ts";
import { formatBRL } from "#shared/money.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrderMover } from "./order-mover.tsx";
import { PIX_AUTOMATIC_TEXTS, refundText } from "./pix-automatic-facts.ts";

/** What staff read of a Pix automático order, each state reached through the local PSP. */
let t: TestApp;
let psp: LocalPsp;
let ana: SignedInStaff;
beforeAll(async () => {
  psp = await startLocalPsp({ deliver: deliverTo(() => t) });
  t = await createTestApp({ payments: { pixReceiver: TEST_PIX_RECEIVER } });
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
  await connectStoreToPsp(t, psp, "1");
});
afterAll(async () => {
  t.pix.client.close();
  await psp.close();
  await t.database.dispose();
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchFromApp(t, ana.browser));
});

async function renderDetail(order: PlacedOrder) {
  renderInApp(
    <OrderMover>
      <OrderDetailDialog orderId={order.id} onClose={vi.fn()} />
    </OrderMover>,
  );
  const dialog = await screen.findByRole("dialog", {
    name: `Pedido ${formatShortNumber(order.shortNumber)} ${order.id}`,
  });
  await within(dialog).findByRole("combobox");
  return dialog;
}

describe("a Pix automático order's detail", () => {
  it("says the bank is still to confirm it, with the charge's txid to find in the statement", async () => {
    const order = await placeChargedPixOrder(t);
    const dialog = await renderDetail(order);
    const waiting = within(dialog).getByTestId("pix-waiting");
    expect(within(waiting).getByTestId("pix-automatic").textContent).toBe(
      `${PIX_AUTOMATIC_TEXTS.waiting}${PIX_AUTOMATIC_TEXTS.waitingHint}`,
    );
    expect(waiting.textContent).toContain(`Identificador (txid): ${order.txid}`);
    expect(within(dialog).getByTestId("payment").textContent).toBe("Aguardando Pix");
  });

  it("sends staff to the statement, saying why, when the bank did not make the charge", async () => {
    psp.setAvailable(false);
    const order = await placeChargedPixOrder(t).finally(() => psp.setAvailable(true));
    const [charge] = await t.database.db
      .select({ reason: pixCharges.fallbackReason })
      .from(pixCharges)
      .where(eq(pixCharges.orderId, order.id));
    const dialog = await renderDetail(order);
    const notice = within(dialog).getByTestId("pix-automatic");
    expect(notice.dataset.state).toBe("fallback");
    expect(notice.textContent).toBe(
      `O banco não respondeu: confirme o Pix pelo extrato (QR estático)Motivo: ${charge?.reason}`,
    );
    // The static code's txid: that is what the statement shows.
    expect(within(dialog).getByTestId("pix-waiting").textContent).toContain(
      order.payment.pix?.txid,
    );
  });

  it("names the bank and the Pix's endToEndId once the bank confirmed it, in the payment and the history", async () => {
    const order = await placeChargedPixOrder(t);
    const { endToEndId: E2E_ID } = await payAtBank(t, psp, order);
    const dialog = await renderDetail(order);
    expect(within(dialog).getByTestId("payment").textContent).toMatch(
      new RegExp(`^Pix confirmado pelo banco · E2E ${E2E_ID}, às \\d{2}:\\d{2}$`),
    );
    expect(within(dialog).queryByTestId("pix-waiting")).toBeNull();
    const last = within(within(dialog).getByTestId("order-history"))
      .getAllByRole("listitem")
      .at(-1);
    expect(last?.textContent).toMatch(
      new RegExp(
        `^Pendente \\(Pix recebido\\) — por Banco \\(Pix automático\\), \\d{2}:\\d{2} · ` +
          `Pix confirmado pelo banco · E2E ${E2E_ID}$`,
      ),
    );
  });

  it("shows each devolução's state and why the money goes back", async () => {
    // Paid after the order expired: the money goes back, and the bank takes the devolução.
    const order = await placeChargedPixOrder(t);
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    await expireUnpaidOrders(t.database.db);
    await payAtBank(t, psp, order);
    await sendDueRefunds(t.database.db, t.pix);
    const dialog = await renderDetail(order);
    expect(within(dialog).getByTestId("pix-refund").textContent).toBe(
      `Devolução de ${formatBRL(order.totalCents)}: em processamento · pago depois de expirar`,
    );
  });
});

describe("a devolução in one line", () => {
  const refund = (facts: Partial<OrderPixRefund>): OrderPixRefund => ({
    amountCents: 2_550,
    reason: "order_cancelled",
    status: "requested",
    failureReason: null,
    updatedAt: "2026-11-28T15:00:00.000Z",
    ...facts,
  });

  it("says em processamento, devolvido, or não realizado with the bank's motivo", () => {
    expect(refundText(refund({}))).toEqual({
      text: "Devolução de R$ 25,50: em processamento",
      why: "pedido cancelado",
      tone: "waiting",
    });
    expect(refundText(refund({ status: "processing" })).text).toBe(
      "Devolução de R$ 25,50: em processamento",
    );
    expect(refundText(refund({ status: "refunded", reason: "paid_after_expiry" }))).toEqual({
      text: "Devolução de R$ 25,50: devolvido",
      why: "pago depois de expirar",
      tone: "done",
    });
    expect(refundText(refund({ status: "failed", failureReason: "Conta encerrada" }))).toEqual({
      text: "Devolução de R$ 25,50: não realizado (Conta encerrada)",
      why: "pedido cancelado",
      tone: "failed",
    });
  });
});

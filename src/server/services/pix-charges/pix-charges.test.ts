import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
import { orderStatusHistory, orders, pixCharges, pixRefunds } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { reais } from "#server/services/pix-psp/psp-types.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError, setStock } from "#server/testing/orders.ts";
import { connectStoreToPsp, deliverTo } from "#server/testing/pix-automatic.ts";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { secondInstance } from "#server/testing/second-instance.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { BANK_CONFIRMER_NAME, chargeTxidFor, refundIdFor } from "./charge-ids.ts";
import { checkPixCharge } from "./confirm-charge.ts";
import { openPixCharge } from "./open-charge.ts";
import { reconcileOnce, startPixReconciler } from "./reconcile.ts";
import { advanceRefund, sendDueRefunds } from "./refunds.ts";

/** Store 1 has its own connection to the local PSP; store 2 takes Pix with the static code only. */
const STORE = "1";

let t: TestApp;
let psp: LocalPsp;
const auth = ephemeralAuthSettings();
beforeAll(async () => {
  psp = await startLocalPsp({ deliver: deliverTo(() => t) });
  t = await createTestApp({ auth, payments: { pixReceiver: TEST_PIX_RECEIVER } });
  await setStock(t, "1", 5000);
  await connectStoreToPsp(t, psp, STORE);
});
afterAll(async () => {
  await psp.close();
  t.pix.client.close();
  await t.database.dispose();
});

async function placePixOrder(storeId = STORE) {
  const order = await placeTestOrder(t, orderBody({ storeId, paymentMethod: "pix" }));
  const pix = order.payment.pix;
  if (!pix) throw new Error("a Pix order without its Pix");
  return { order, txid: chargeTxidFor(pix.txid), payload: pix.payload };
}

async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

async function chargeRow(orderId: string) {
  const [row] = await t.database.db
    .select()
    .from(pixCharges)
    .where(eq(pixCharges.orderId, orderId));
  return row;
}

async function refundsOf(orderId: string) {
  return t.database.db.select().from(pixRefunds).where(eq(pixRefunds.orderId, orderId));
}

/** Waits for `condition`, checking every 50 ms, for at most 10 s. */
async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function postNotice(connection: string, body: unknown) {
  return t.request(`/api/pix/webhook/${connection}/pix`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("a Pix order at a store with a PSP connection", () => {
  it("is charged at the PSP with its total, deadline and number, and pays the charge's own code", async () => {
    const { order, txid, payload } = await placePixOrder();
    const charge = psp.charge(txid);
    expect(charge).toMatchObject({ status: "ATIVA", valor: { original: reais(order.totalCents) } });
    expect(charge?.solicitacaoPagador).toBe(
      `Pedido ${formatShortNumber(order.shortNumber)} da Frosty`,
    );
    const expiresIn = (Date.parse(order.payment.pix?.expiresAt ?? "") - Date.now()) / 1000;
    expect(Math.abs((charge?.calendario.expiracao ?? 0) - expiresIn)).toBeLessThan(5);
    expect(payload).toBe(charge?.pixCopiaECola);
    expect((await orderRow(order.id)).pixPayload).toBe(payload);
    expect(await chargeRow(order.id)).toMatchObject({ status: "active", txid });
  });

  it("is never charged twice when its placement is retried", async () => {
    const body = orderBody({ storeId: STORE, paymentMethod: "pix" });
    const first = await placeTestOrder(t, body, "retried-pix-order-key-0001");
    const again = await t.request("/api/orders", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": "retried-pix-order-key-0001",
      },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(200);
    const retried = (await again.json()) as typeof first;
    expect(retried.payment.pix?.payload).toBe(first.payment.pix?.payload);
    const txid = chargeTxidFor(first.payment.pix?.txid ?? "");
    expect(
      psp.calls.filter((call) => call.method === "PUT" && call.path.endsWith(txid)),
    ).toHaveLength(1);
  });

  it("goes to the store's queue when the PSP reports it paid, confirmed by the bank", async () => {
    const { order, txid } = await placePixOrder();
    const { endToEndId } = await psp.pay(txid);

    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({
      status: "pending",
      paymentConfirmedByName: BANK_CONFIRMER_NAME,
      paymentConfirmedByUserId: null,
    });
    expect(paid.paymentConfirmedAt).not.toBeNull();
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({
      fromStatus: "awaiting_payment",
      toStatus: "pending",
      changedByName: BANK_CONFIRMER_NAME,
      note: `Pix confirmado pelo banco · E2E ${endToEndId}`,
    });
    expect(await chargeRow(order.id)).toMatchObject({ status: "paid", endToEndId });

    const tracked = await t.request(`/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(await tracked.json()).toMatchObject({
      status: "pending",
      payment: { confirmedBy: "bank" },
    });
  });

  it("changes nothing for a forged notice: only the PSP's own answer pays an order", async () => {
    const { order, txid } = await placePixOrder();
    const forged = {
      pix: [
        {
          endToEndId: "E00000000202611280000forged0001",
          txid,
          valor: reais(order.totalCents),
          horario: new Date().toISOString(),
        },
      ],
    };

    expect((await postNotice(`store-${STORE}`, forged)).status).toBe(200);
    expect((await postNotice("chain", forged)).status).toBe(200);
    expect(
      (
        await postNotice(`store-${STORE}`, {
          pix: [
            {
              endToEndId: "E1",
              txid: "NOSUCHCHARGE00000000000000000",
              valor: "1.00",
              horario: "x",
            },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await orderRow(order.id)).status).toBe("awaiting_payment");
    expect(await chargeRow(order.id)).toMatchObject({ status: "active", endToEndId: null });

    // The PSP's "paid" with another amount is not this order's payment either.
    await psp.pay(txid, { valor: reais(order.totalCents - 1) });
    expect((await orderRow(order.id)).status).toBe("awaiting_payment");
  });

  it("answers a notice that is not the standard's with a 4xx in Portuguese", async () => {
    const broken = await postNotice("chain", "{ not json");
    expect(broken.status).toBe(400);
    expect((await readError(broken)).message).toMatch(/JSON/);
    const wrong = await postNotice("chain", { pix: [{ txid: 42 }] });
    expect(wrong.status).toBe(422);
    expect((await postNotice("../admin", {})).status).toBe(404);
    // A PSP checking the URL when the webhook is registered sends no Pix.
    expect((await postNotice("chain", {})).status).toBe(200);
  });

  it("is found paid by reconciliation when the webhook never came", async () => {
    const { order, txid } = await placePixOrder();
    await psp.pay(txid, { notify: false });
    expect((await orderRow(order.id)).status).toBe("awaiting_payment");

    await reconcileOnce(t.database.db, t.pix, { recheckSeconds: 10 });
    expect((await orderRow(order.id)).status).toBe("pending");
    // Asked about once: it is not due again for recheckSeconds.
    const asked = () =>
      psp.calls.filter((call) => call.method === "GET" && call.path.endsWith(txid)).length;
    const before = asked();
    await reconcileOnce(t.database.db, t.pix, { recheckSeconds: 10 });
    expect(asked()).toBe(before);
  });

  it("finishes, after a restart, the charges a stopped server was making", async () => {
    const made = await placePixOrder();
    const unmade = await placePixOrder();
    // As a server killed after recording the charge leaves it: `creating`, the static code kept.
    const stopped = (orderId: string, txid: string) =>
      t.database.db
        .update(pixCharges)
        .set({
          status: "creating",
          txid,
          pixCopiaECola: null,
          createdAt: sql`now() - interval '1 minute'`,
        })
        .where(eq(pixCharges.orderId, orderId));
    await stopped(made.order.id, made.txid);
    await stopped(unmade.order.id, "NEVERMADE0000000000000000000");
    await t.database.db
      .update(orders)
      .set({ pixPayload: "static" })
      .where(eq(orders.id, made.order.id));

    await reconcileOnce(t.database.db, t.pix, { recheckSeconds: 10 });
    expect(await chargeRow(made.order.id)).toMatchObject({
      status: "active",
      pixCopiaECola: made.payload,
    });
    expect((await orderRow(made.order.id)).pixPayload).toBe(made.payload);
    expect(await chargeRow(unmade.order.id)).toMatchObject({ status: "fallback" });
    expect((await chargeRow(unmade.order.id))?.fallbackReason).toMatch(/parou antes/);
  });

  it("is confirmed once when two instances hear of the same payment", async () => {
    const { order, txid } = await placePixOrder();
    await psp.pay(txid, { notify: false });
    const other = await secondInstance(t, auth);
    try {
      const outcomes = await Promise.all([
        checkPixCharge(t.database.db, t.pix, txid),
        checkPixCharge(other.app.database.db, t.pix, txid),
        postNotice(`store-${STORE}`, {
          pix: [{ endToEndId: "E2", txid, valor: "1.00", horario: "x" }],
        }).then(() => "notice"),
      ]);
      expect(outcomes.filter((outcome) => outcome === "confirmed")).toHaveLength(1);
    } finally {
      await other.close();
    }
    const moves = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "pending")),
      );
    expect(moves).toHaveLength(1);
    expect((await orderRow(order.id)).version).toBe(2);
  });

  it("is reconciled by one instance of the fleet at a time, another taking over when it stops", async () => {
    const passes = { a: 0, b: 0 };
    const reconciler = (holder: "a" | "b") =>
      startPixReconciler(t.database.db, t.pix, {
        reconcileSeconds: 2,
        holder: `instance-${holder}-${Date.now()}`,
        onError: (error) => {
          throw error;
        },
        onPass: () => {
          passes[holder] += 1;
        },
      });
    const stopA = reconciler("a");
    await until(() => passes.a > 0);
    const stopB = reconciler("b");
    try {
      const { order, txid } = await placePixOrder();
      await psp.pay(txid, { notify: false });
      await until(async () => (await orderRow(order.id)).status === "pending");
      expect(passes.b).toBe(0);

      stopA();
      await until(() => passes.b > 0);
    } finally {
      stopA();
      stopB();
    }
  });
});

describe("money going back", () => {
  it("refunds a Pix paid after its order expired, once, and follows the devolução to its end", async () => {
    const { order, txid } = await placePixOrder();
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders(t.database.db)).toContain(order.id);

    const { endToEndId } = await psp.pay(txid);
    expect((await orderRow(order.id)).status).toBe("cancelled");
    const [queued] = await refundsOf(order.id);
    if (!queued) throw new Error("no refund queued");
    expect(queued).toMatchObject({
      reason: "paid_after_expiry",
      status: "requested",
      amountCents: order.totalCents,
      endToEndId,
    });

    // Two instances asking at once: one devolução at the PSP.
    await Promise.all([
      advanceRefund(t.database.db, t.pix, queued),
      advanceRefund(t.database.db, t.pix, queued),
    ]);
    expect(psp.refunds().filter((refund) => refund.endToEndId === endToEndId)).toEqual([
      expect.objectContaining({
        id: refundIdFor(order.id),
        valor: reais(order.totalCents),
        status: "EM_PROCESSAMENTO",
      }),
    ]);
    expect((await refundsOf(order.id))[0]?.status).toBe("processing");

    await psp.settleRefund(endToEndId, refundIdFor(order.id), "DEVOLVIDO");
    expect((await refundsOf(order.id))[0]?.status).toBe("refunded");
  });

  it("refunds a paid order staff cancel, and reopens it only if the bank could not", async () => {
    const { order, txid } = await placePixOrder();
    const { endToEndId } = await psp.pay(txid);
    const staff = await signedInStaff(t, { admin: true });
    const cancelled = await moveOrder(staff, order.id, "cancelled", 2);
    expect((await refundsOf(order.id))[0]).toMatchObject({ reason: "order_cancelled", endToEndId });

    await sendDueRefunds(t.database.db, t.pix);
    expect(psp.refunds().find((refund) => refund.endToEndId === endToEndId)?.status).toBe(
      "EM_PROCESSAMENTO",
    );
    const reopen = () =>
      requestMove(staff, order.id, { status: "pending", version: cancelled.version });
    const refused = await reopen();
    expect(refused.status).toBe(422);
    expect(await readError(refused)).toMatchObject({ code: "pix_refunded" });

    // The bank could not send it back: the money stays with the store, which may reopen it.
    await psp.settleRefund(endToEndId, refundIdFor(order.id), "NAO_REALIZADO", false);
    await t.database.db
      .update(pixRefunds)
      .set({ nextCheckAt: sql`now()` })
      .where(eq(pixRefunds.orderId, order.id));
    await sendDueRefunds(t.database.db, t.pix);
    expect((await refundsOf(order.id))[0]?.status).toBe("failed");
    expect((await reopen()).status).toBe(200);
  });
});

describe("a PSP that is down or slow", () => {
  it("never holds the checkout: the order falls back to the static code within 3 s", async () => {
    for (const trouble of ["down", "slow"] as const) {
      if (trouble === "down") psp.setAvailable(false);
      else psp.setLatency(5_000);
      try {
        const started = performance.now();
        const { order, payload } = await placePixOrder();
        expect(performance.now() - started).toBeLessThan(3_500);
        expect(payload).toContain("br.gov.bcb.pix");
        expect(payload).toContain(TEST_PIX_RECEIVER.key);
        expect(await chargeRow(order.id)).toMatchObject({ status: "fallback" });
        expect((await chargeRow(order.id))?.fallbackReason).toMatch(/banco/i);
      } finally {
        psp.setAvailable(true);
        psp.setLatency(0);
      }
    }
  });

  it("keeps the PSP's secrets out of every log line", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "trace" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const { order } = await placePixOrder("2");
    const wrong = psp.connection({ id: "store-2", clientSecret: "the-wrong-secret-1234567890" });
    await connectStoreToPsp(
      t,
      psp,
      "2",
      { clientSecret: wrong.clientSecret },
      { registerWebhook: false },
    );
    await t.database.db.delete(pixCharges).where(eq(pixCharges.orderId, order.id));
    const row = await orderRow(order.id);
    const payload = await openPixCharge(
      t.database.db,
      t.pix,
      { ...row, pixTxid: row.pixTxid ?? "", paymentExpiresAt: row.paymentExpiresAt ?? new Date() },
      logger,
    );
    expect(payload).toBeNull();
    expect((await chargeRow(order.id))?.fallbackReason).toMatch(/client secret/);
    const logged = lines.join("\n");
    expect(logged).toContain(order.id);
    for (const secret of [
      wrong.clientSecret,
      psp.clientSecret,
      ...psp.keyPem.split("\n").slice(1, -2),
      ...psp.issuedTokens(),
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

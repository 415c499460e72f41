import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, pushSubscriptions, stores } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { orderTopic } from "#server/services/push/deliver-push.ts";
import { sendEncomendaReminders } from "#server/services/push/encomenda-reminders.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { TestPushService } from "#server/testing/push-service.ts";
import { createPushTestApp, type PushTestApp } from "#server/testing/push-test-app.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import {
  type BrowserKeys,
  decryptPushMessage,
  newBrowserKeys,
  readVapidAuthorization,
} from "#server/testing/web-push-receiver.ts";
import { SYSTEM_CANCEL_MESSAGES } from "#shared/cancel-reasons.ts";
import type { OrderView } from "#shared/orders.ts";
import { MAX_PUSH_SUBSCRIPTIONS_PER_ORDER, type PushMessage } from "#shared/push.ts";
import { addDays, storeInstant } from "#shared/scheduling.ts";
import { storeDate } from "#shared/store-time-zone.ts";

/** Store 72 is this file's: its staff move the orders whose browsers are told. */
const STORE = "72";

let t: PushTestApp;
let staff: SignedInStaff;
let service: TestPushService;
let endpoints = 0;
beforeAll(async () => {
  t = await createPushTestApp({
    payments: {
      pixReceiver: TEST_PIX_RECEIVER,
    },
  });
  staff = await signedInStaff(t, { stores: [STORE] });
  service = await TestPushService.start();
});
afterAll(async () => {
  await service.close();
  await t.database.dispose();
});

interface Browser {
  endpoint: string;
  keys: BrowserKeys;
}

/** A browser with its own keys and an endpoint of its own at the test push service. */
function newBrowser(): Browser {
  endpoints += 1;
  return { endpoint: service.endpoint(`browser-${endpoints}`), keys: newBrowserKeys() };
}

/** PushSubscription.toJSON(), as the opt-in button sends it. */
function subscriptionJson(browser: Browser) {
  return {
    endpoint: browser.endpoint,
    expirationTime: null,
    keys: { p256dh: browser.keys.p256dh, auth: browser.keys.auth },
  };
}

function subscribe(order: Pick<OrderView, "id">, token: string, body: unknown) {
  return t.request(`/api/orders/${order.id}/push-subscriptions`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-order-token": token },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function subscribed(order: OrderView, browser: Browser = newBrowser()): Promise<Browser> {
  const response = await subscribe(order, order.accessToken, subscriptionJson(browser));
  expect(response.status, await response.clone().text()).toBe(201);
  return browser;
}

const deliveryOrder = () => placeTestOrder(t, orderBody({ storeId: STORE }));
const pickupOrder = () =>
  placeTestOrder(t, orderBody({ storeId: STORE, deliveryMethod: "pickup" }));

async function messagesAt(browser: Browser, count: number): Promise<PushMessage[]> {
  const received = await service.waitFor(browser.endpoint, count);
  return received.map(
    (push) => JSON.parse(decryptPushMessage(push.body, browser.keys)) as PushMessage,
  );
}

async function subscriptionsOf(orderId: string) {
  return t.database.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.orderId, orderId));
}

/** Waits for what the notifier does after a change (it runs once the change commits). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("GET /api/push/public-key", () => {
  it("gives the VAPID public key browsers subscribe with", async () => {
    const response = await t.request("/api/push/public-key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ publicKey: t.push.vapid.publicKey });
  });
});

describe("a status change reaches the subscribed browser", () => {
  it("as a signed, encrypted message with the status in the customer's words and the tracking link", async () => {
    const order = await deliveryOrder();
    const browser = await subscribed(order);

    await moveOrder(staff, order.id, "ready", 1);

    const [push] = await service.waitFor(browser.endpoint);
    if (!push) throw new Error("no push received");
    expect(push.headers.ttl).toBe("900");
    expect(push.headers.urgency).toBe("high");
    expect(push.headers.topic).toBe(orderTopic(order.id, t.push.vapid.privateKey));
    expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    const vapid = readVapidAuthorization(String(push.headers.authorization));
    expect(vapid.publicKey).toBe(t.push.vapid.publicKey);
    expect(vapid.aud).toBe(service.origin);
    expect(vapid.sub).toBe("mailto:sac@frosty.example.com");
    const now = Date.now() / 1000;
    expect(vapid.exp).toBeGreaterThan(now);
    expect(vapid.exp).toBeLessThanOrEqual(now + 24 * 3600);

    const message = JSON.parse(decryptPushMessage(push.body, browser.keys)) as PushMessage;
    // Ready is still at the store: the customer is told it left only when staff mark it.
    expect(message).toEqual({
      title: `Pedido #${String(order.shortNumber).padStart(3, "0")}`,
      body: `Pronto — aguardando o entregador · ${order.store.name}`,
      url: `/pedido/${order.id}?token=${order.accessToken}`,
      tag: `pedido-${order.id}`,
    });
  });

  it("says 'Saiu para entrega' when a delivery goes out, with its courier when named", async () => {
    const order = await deliveryOrder();
    const browser = await subscribed(order);
    // Each browser is told of the order as it is when its turn comes: a move made before the
    // first is sent would fold both into one message, so each move waits for the one before.
    await moveOrder(staff, order.id, "ready", 1);
    await messagesAt(browser, 1);
    await moveOrder(staff, order.id, "out_for_delivery", 2);
    const other = await deliveryOrder();
    const otherBrowser = await subscribed(other);
    await moveOrder(staff, other.id, "ready", 1);
    await messagesAt(otherBrowser, 1);
    const out = await requestMove(staff, other.id, {
      status: "out_for_delivery",
      version: 2,
      courierName: "João",
    });
    expect(out.status).toBe(200);

    expect((await messagesAt(browser, 2)).map((m) => m.body)).toEqual([
      `Pronto — aguardando o entregador · ${order.store.name}`,
      `Saiu para entrega · ${order.store.name}`,
    ]);
    expect((await messagesAt(otherBrowser, 2)).map((m) => m.body).at(-1)).toBe(
      `Saiu para entrega com João · ${other.store.name}`,
    );
  });

  it("says 'Pronto para retirada' for a pickup order, once per change, in the order's one topic", async () => {
    const order = await pickupOrder();
    const browser = await subscribed(order);

    await moveOrder(staff, order.id, "preparing", 1);
    expect((await messagesAt(browser, 1)).map((m) => m.body)).toEqual([
      `Em preparo · ${order.store.name}`,
    ]);
    await moveOrder(staff, order.id, "ready", 2);
    const messages = await messagesAt(browser, 2);
    expect(messages.map((m) => m.body)).toEqual([
      `Em preparo · ${order.store.name}`,
      `Pronto para retirada · ${order.store.name}`,
    ]);
    const topics = service.receivedAt(browser.endpoint).map((push) => push.headers.topic);
    expect(new Set(topics).size).toBe(1);

    // Another order: another topic, so one order's news never replaces another's.
    const other = await pickupOrder();
    const otherBrowser = await subscribed(other);
    await moveOrder(staff, other.id, "preparing", 1);
    const [otherPush] = await service.waitFor(otherBrowser.endpoint);
    expect(otherPush?.headers.topic).not.toBe(topics[0]);
  });

  it("tells every browser of the order, and each only once", async () => {
    const order = await deliveryOrder();
    const phone = await subscribed(order);
    const laptop = await subscribed(order);

    await moveOrder(staff, order.id, "cancelled", 1);

    for (const browser of [phone, laptop]) {
      const [message] = await messagesAt(browser, 1);
      expect(message?.body).toBe(`Cancelado · ${order.store.name}`);
    }
    await t.pushes.idle();
    expect(service.receivedAt(phone.endpoint)).toHaveLength(1);
    expect(service.receivedAt(laptop.endpoint)).toHaveLength(1);
  });

  it("also when the change is a Pix payment confirmed, or a Pix order expiring", async () => {
    const pix = () => placeTestOrder(t, orderBody({ storeId: STORE, paymentMethod: "pix" }));
    const paid = await pix();
    const paidBrowser = await subscribed(paid);
    const confirmed = await staff.browser.request(
      `/api/admin/orders/${paid.id}/payment-confirmation`,
      { method: "POST", json: { version: 1 } },
    );
    expect(confirmed.status).toBe(200);
    expect((await messagesAt(paidBrowser, 1))[0]?.body).toBe(
      `Pedido recebido · ${paid.store.name}`,
    );

    const unpaid = await pix();
    const unpaidBrowser = await subscribed(unpaid);
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, unpaid.id));
    expect(await expireUnpaidOrders(t.database.db)).toContain(unpaid.id);
    // Cancelled by the system: the customer is told why.
    expect((await messagesAt(unpaidBrowser, 1))[0]?.body).toBe(
      `${SYSTEM_CANCEL_MESSAGES.pix_not_paid} · ${unpaid.store.name}`,
    );
  });

  it("forgets a browser whose push service says it is gone (410)", async () => {
    const order = await deliveryOrder();
    const gone = await subscribed(order);
    const kept = await subscribed(order);
    service.answer(gone.endpoint, 410);

    await moveOrder(staff, order.id, "preparing", 1);

    await service.waitFor(gone.endpoint);
    await until(
      async () => (await subscriptionsOf(order.id)).every((row) => row.endpoint !== gone.endpoint),
      "the gone subscription is deleted",
    );
    expect((await subscriptionsOf(order.id)).map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it("does not hold up or fail a change when the order has no subscription", async () => {
    const order = await deliveryOrder();
    const before = service.received.length;
    await moveOrder(staff, order.id, "preparing", 1);
    await moveOrder(staff, order.id, "ready", 2);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "ready", version: 3 });
    await t.pushes.idle();
    expect(service.received.length).toBe(before);
  });

  it("does not hold up or fail a change when the push service cannot be reached", async () => {
    const order = await deliveryOrder();
    // An endpoint on a port nobody listens on: the request fails, the change stands.
    const response = await subscribe(order, order.accessToken, {
      endpoint: "http://127.0.0.1:9/push/nobody",
      keys: { p256dh: newBrowserKeys().p256dh, auth: newBrowserKeys().auth },
    });
    expect(response.status).toBe(201);
    const started = Date.now();
    await moveOrder(staff, order.id, "preparing", 1);
    expect(Date.now() - started).toBeLessThan(5_000);
    await t.pushes.idle();
    // A failed delivery keeps the subscription: the browser may be back next time.
    expect(await subscriptionsOf(order.id)).toHaveLength(1);
  });
});

describe("POST /api/orders/{id}/push-subscriptions", () => {
  it("answers 200 for a browser already subscribed, and keeps its newest keys", async () => {
    const order = await deliveryOrder();
    const browser = await subscribed(order);
    const renewed = { ...browser, keys: newBrowserKeys() };
    const again = await subscribe(order, order.accessToken, subscriptionJson(renewed));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ endpoint: browser.endpoint });

    await moveOrder(staff, order.id, "preparing", 1);
    const [message] = await messagesAt(renewed, 1);
    expect(message?.body).toBe(`Em preparo · ${order.store.name}`);
  });

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} browsers per order, dropping the oldest`, async () => {
    const order = await deliveryOrder();
    const browsers: Browser[] = [];
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER; i += 1) {
      browsers.push(await subscribed(order));
    }
    const kept = (await subscriptionsOf(order.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it("refuses another order's token, an unknown order and a missing token with 404", async () => {
    const order = await deliveryOrder();
    const other = await deliveryOrder();
    const body = subscriptionJson(newBrowser());
    for (const response of [
      await subscribe(order, other.accessToken, body),
      await subscribe({ id: "ORD-1" }, order.accessToken, body),
      await t.request(`/api/orders/${order.id}/push-subscriptions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(await readError(response)).toMatchObject({
        code: "order_not_found",
        message: "Pedido não encontrado",
      });
    }
    expect(await subscriptionsOf(order.id)).toEqual([]);
  });

  it("refuses a subscription it cannot use with a 422 in Portuguese", async () => {
    const order = await deliveryOrder();
    const keys = newBrowserKeys();
    const good = {
      endpoint: newBrowser().endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    };
    // 65 bytes, 0x04 first, but not a point on P-256.
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    const cases: [unknown, string, (string | number)[]][] = [
      [
        { endpoint: good.endpoint },
        "Envie as chaves da inscrição (keys.p256dh e keys.auth)",
        ["keys"],
      ],
      [
        { ...good, endpoint: "não é um endereço" },
        "Endereço de notificação inválido",
        ["endpoint"],
      ],
      [
        { ...good, endpoint: "ftp://127.0.0.1/push" },
        "Endereço de notificação inválido",
        ["endpoint"],
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: "abc" } },
        "Chave de notificação (p256dh) inválida",
        ["keys", "p256dh"],
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: offCurve.toString("base64url") } },
        "Chave de notificação (p256dh) inválida",
        ["keys", "p256dh"],
      ],
      [
        { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } },
        "Segredo de notificação (auth) inválido",
        ["keys", "auth"],
      ],
      // The server would POST to it: only the browsers' push services (and, here, loopback).
      [
        { ...good, endpoint: "https://intranet.frosty.example.com/push/1" },
        "Este navegador usa um serviço de notificações que a loja não aceita",
        ["endpoint"],
      ],
      [
        { ...good, endpoint: "http://10.0.0.1/push/1" },
        "Este navegador usa um serviço de notificações que a loja não aceita",
        ["endpoint"],
      ],
    ];
    for (const [body, message, path] of cases) {
      const response = await subscribe(order, order.accessToken, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await readError(response);
      expect(error.message, JSON.stringify(body)).toBe(message);
      expect(error.issues?.[0]?.path).toEqual(path);
    }
    const notJson = await subscribe(order, order.accessToken, "{");
    expect(notJson.status).toBe(400);
    expect(await subscriptionsOf(order.id)).toEqual([]);
  });
});

describe("DELETE /api/orders/{id}/push-subscriptions", () => {
  function unsubscribe(order: OrderView, token: string, endpoint: string) {
    return t.request(`/api/orders/${order.id}/push-subscriptions`, {
      method: "DELETE",
      headers: { "content-type": "application/json", "x-order-token": token },
      body: JSON.stringify({ endpoint }),
    });
  }

  it("stops the browser's notifications; only with the order's token", async () => {
    const order = await deliveryOrder();
    const other = await deliveryOrder();
    const leaving = await subscribed(order);
    const staying = await subscribed(order);

    expect((await unsubscribe(order, other.accessToken, leaving.endpoint)).status).toBe(404);
    expect(await subscriptionsOf(order.id)).toHaveLength(2);
    const removed = await unsubscribe(order, order.accessToken, leaving.endpoint);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: true });
    // Again: nothing left to remove, still no error.
    const again = await unsubscribe(order, order.accessToken, leaving.endpoint);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ removed: false });

    await moveOrder(staff, order.id, "preparing", 1);
    await messagesAt(staying, 1);
    await t.pushes.idle();
    expect(service.receivedAt(leaving.endpoint)).toEqual([]);
  });
});

describe("an encomenda's reminder", () => {
  it("goes the day before its slot, once, to the browsers that opted in", async () => {
    await t.database.db
      .update(stores)
      .set({ openingHours: Array.from({ length: 7 }, () => ({ open: "10:00", close: "22:00" })) })
      .where(eq(stores.id, STORE));
    const day = addDays(storeDate(new Date(), "America/Sao_Paulo"), 3);
    const slot = storeInstant(day, 15 * 60, "America/Sao_Paulo");
    const order = await placeTestOrder(
      t,
      orderBody({ storeId: STORE, schedule: { slotStart: slot.toISOString() } }),
    );
    expect(order.status).toBe("scheduled");
    const browser = await subscribed(order);
    const deps = { db: t.database.db, settings: t.push, logger: pino({ level: "silent" }) };
    const dayBefore = new Date(slot.getTime() - 24 * 3_600_000);

    expect(await sendEncomendaReminders(deps, new Date(dayBefore.getTime() - 60_000))).toEqual([]);
    expect(await sendEncomendaReminders(deps, dayBefore)).toEqual([order.id]);
    const [message] = await messagesAt(browser, 1);
    expect(message).toEqual({
      title: `Pedido #${String(order.shortNumber).padStart(3, "0")}`,
      body: `Lembrete: sua encomenda é amanhã, às 15:00 · ${order.store.name}`,
      url: `/pedido/${order.id}?token=${order.accessToken}`,
      tag: `pedido-${order.id}-lembrete`,
    });
    // Once: a later pass, or another instance's, finds it reminded.
    expect(await sendEncomendaReminders(deps, slot)).toEqual([]);
    expect(service.receivedAt(browser.endpoint)).toHaveLength(1);
  });
});

import type { Page } from "@playwright/test";
import { TestPushService } from "#server/testing/push-service.ts";
import {
  type BrowserKeys,
  decryptPushMessage,
  newBrowserKeys,
  readVapidAuthorization,
} from "#server/testing/web-push-receiver.ts";
import { orderTrackingPath } from "#shared/order-tracking-link.ts";
import type { PushMessage } from "#shared/push.ts";
import { placeOrderAtCheckout } from "./support/orders.ts";
import { expect, expectNoAxeViolations, test } from "./support/own-server.ts";
import { documentScreenshot } from "./support/screenshots.ts";
import { signInAsAdmin } from "./support/staff.ts";

/**
 * Web Push from the built app to a push service this test plays on 127.0.0.1: the server
 * accepts such an endpoint only when told (PUSH_ALLOW_LOCAL_ENDPOINTS), which every worker's
 * server is (support/own-server.ts). Headless Chromium has no push service of its own to subscribe with, so
 * the subscription is made here, with keys made here, and registered through the API with the
 * order's token, as the page's button registers a browser's.
 */
const pushTest = test.extend<object, { pushService: TestPushService }>({
  pushService: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern
    async ({}, use) => {
      const service = await TestPushService.start();
      await use(service);
      await service.close();
    },
    { scope: "worker" },
  ],
});

interface PlacedOrder {
  id: string;
  accessToken: string;
  shortNumber: string;
  storeName: string;
}

/** A delivery order placed through the checkout; its token as the browser keeps it. */
async function placeOrder(page: Page): Promise<PlacedOrder> {
  await placeOrderAtCheckout(page, {
    quantity: 1,
    customer: { name: "Cliente Avisos", phone: "81988884321" },
    street: { street: "Rua da Aurora", number: "42" },
  });
  const id = (await page.getByTestId("order-id").textContent()) ?? "";
  const shortNumber = (await page.getByTestId("order-short-number").textContent()) ?? "";
  const kept = await page.evaluate(
    (orderId) =>
      (
        JSON.parse(localStorage.getItem("frosty-cart") ?? "{}") as {
          state?: { orders?: { id: string; accessToken: string; store: { name: string } }[] };
        }
      ).state?.orders?.find((order) => order.id === orderId),
    id,
  );
  if (!kept) throw new Error(`order ${id} is not in this browser's orders`);
  return { id, accessToken: kept.accessToken, shortNumber, storeName: kept.store.name };
}

function decrypted(body: Buffer, keys: BrowserKeys): PushMessage {
  return JSON.parse(decryptPushMessage(body, keys)) as PushMessage;
}

pushTest.describe("order status notifications", () => {
  pushTest(
    "reach the customer's push endpoint, encrypted for its keys, as staff move the order",
    async ({ page, request, browser, baseURL, ownServer, pushService }) => {
      // Two browsers, a checkout and the board: slow on a busy machine.
      pushTest.slow();
      const customerContext = await browser.newContext({
        baseURL: baseURL ?? "",
        viewport: { width: 390, height: 844 },
      });
      const customer = await customerContext.newPage();
      const order = await placeOrder(customer);
      await expect(
        customer.getByRole("button", { name: "Avisar quando o status mudar" }),
      ).toBeVisible();

      // The browser's subscription: its push service's endpoint and its keys.
      const keys = newBrowserKeys();
      const endpoint = pushService.endpoint(`e2e-${order.id}`);
      const subscribed = await request.post(`/api/orders/${order.id}/push-subscriptions`, {
        headers: { "x-order-token": order.accessToken },
        data: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      expect(subscribed.status(), await subscribed.text()).toBe(201);
      const { publicKey } = (await (await request.get("/api/push/public-key")).json()) as {
        publicKey: string;
      };

      // Staff move the order on the board, as they do every day.
      await signInAsAdmin(page, request, ownServer.dataDir);
      await page.goto("/admin/pedidos");
      await expect(page.getByTestId("live-status")).toHaveText("Ao vivo");
      const card = page.locator(`[data-order-id="${order.id}"]`);
      await card.getByRole("button", { name: "Iniciar preparo" }).click();
      await expect(page.getByText("Status atualizado com sucesso").first()).toBeVisible();

      const [first] = await pushService.waitFor(endpoint, 1);
      if (!first) throw new Error("no push arrived");
      expect(first.headers.ttl).toBe("900");
      expect(first.headers.urgency).toBe("high");
      expect(first.headers["content-encoding"]).toBe("aes128gcm");
      const vapid = readVapidAuthorization(String(first.headers.authorization));
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.aud).toBe(pushService.origin);
      expect(decrypted(first.body, keys)).toEqual({
        title: `Pedido ${order.shortNumber}`,
        body: `Em preparo · ${order.storeName}`,
        url: `/pedido/${order.id}?token=${order.accessToken}`,
        tag: `pedido-${order.id}`,
      });

      await page.getByRole("tab", { name: /^Em preparo/ }).click();
      await card.getByRole("button", { name: "Marcar como pronto" }).click();
      const received = await pushService.waitFor(endpoint, 2);
      const second = received[1];
      if (!second) throw new Error("no second push arrived");
      // A delivery that is ready waits for its courier, in the customer's words.
      expect(decrypted(second.body, keys).body).toBe(
        `Pronto — aguardando o entregador · ${order.storeName}`,
      );
      expect(second.headers.topic).toBe(first.headers.topic);

      // The link in the notification opens the order in any browser.
      const opened = await browser.newContext({ baseURL: baseURL ?? "" });
      const tracking = await opened.newPage();
      await tracking.goto(decrypted(second.body, keys).url);
      await expect(tracking.getByTestId("order-status")).toHaveText(
        "Pronto — aguardando o entregador",
      );
      await opened.close();
      await customerContext.close();
    },
  );

  pushTest(
    "the shop installs as an app: its manifest, and a service worker that shows a push",
    async ({ page, context, baseURL }) => {
      pushTest.slow();
      const manifest = await (await page.request.get("/manifest.webmanifest")).json();
      expect(manifest).toMatchObject({
        name: expect.any(String),
        short_name: "Frosty",
        start_url: "/",
        display: "standalone",
        theme_color: expect.stringMatching(/^#/),
        background_color: expect.stringMatching(/^#/),
      });
      const icons = manifest.icons as { sizes: string; purpose?: string }[];
      expect(icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(["192x192", "512x512"]),
      );
      expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);

      await context.grantPermissions(["notifications"], { origin: baseURL ?? "" });
      await page.goto("/");
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        "href",
        "/manifest.webmanifest",
      );
      const scope = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.register("/sw.js");
        await navigator.serviceWorker.ready;
        return registration.scope;
      });
      expect(scope).toBe(`${baseURL}/`);

      // A push as the browser's push service would hand it to the worker (DevTools protocol).
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const message: PushMessage = {
        title: "Pedido #007",
        body: "Saiu para entrega · Frosty Boa Viagem",
        url: "/pedido/ORD-1?token=abc",
        tag: "pedido-ORD-1",
      };
      // A push handed to a worker still activating can be lost: wait, and hand it again if
      // it did not show (the tag makes a second delivery replace the first).
      await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        if (!worker || worker.state === "activated") return;
        await new Promise<void>((resolve) =>
          worker.addEventListener("statechange", () => {
            if (worker.state === "activated") resolve();
          }),
        );
      });
      const id = await registrationId;
      const shown = () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return (await registration.getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          }));
        });
      await expect(async () => {
        await cdp.send("ServiceWorker.deliverPushMessage", {
          origin: baseURL ?? "",
          registrationId: id,
          data: JSON.stringify(message),
        });
        await expect.poll(shown, { timeout: 3_000 }).toEqual([
          {
            title: message.title,
            body: message.body,
            tag: message.tag,
            url: `${baseURL}/pedido/ORD-1?token=abc`,
          },
        ]);
      }).toPass({ timeout: 20_000 });
    },
  );

  pushTest(
    "the confirmation and the tracking page offer them, and say so when the browser blocks them",
    async ({ page, browser, baseURL }) => {
      pushTest.slow();
      const order = await placeOrder(page);
      const optIn = page.getByRole("button", { name: "Avisar quando o status mudar" });
      await expect(optIn).toBeVisible();
      await expectNoAxeViolations(page);
      // No permission was granted to this browser: asking is answered "denied".
      await optIn.click();
      await expect(page.getByRole("status").filter({ hasText: "bloqueadas" })).toHaveText(
        /^As notificações estão bloqueadas neste navegador\./,
      );
      await expect(optIn).toBeHidden();
      await expectNoAxeViolations(page);

      // The tracking link, opened elsewhere, offers the same (screenshots at both sizes).
      const sizes = [
        ["phone", { width: 390, height: 844 }],
        ["desktop", { width: 1366, height: 900 }],
      ] as const;
      for (const [name, viewport] of sizes) {
        const context = await browser.newContext({
          baseURL: baseURL ?? "",
          viewport,
          deviceScaleFactor: 1,
        });
        const tracking = await context.newPage();
        await tracking.goto(orderTrackingPath(order.id, order.accessToken));
        const button = tracking.getByRole("button", { name: "Avisar quando o status mudar" });
        await expect(button).toBeVisible();
        await button.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await documentScreenshot(tracking, `push-opt-in-${name}`);
        await button.click();
        await expect(tracking.getByRole("status").filter({ hasText: "bloqueadas" })).toBeVisible();
        await documentScreenshot(tracking, `push-blocked-${name}`);
        await context.close();
      }
    },
  );
});

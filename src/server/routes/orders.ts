import type { MemberAuth } from "#server/auth/members/member-auth.ts";
import { readMemberSession, requireMemberSession } from "#server/auth/members/member-session.ts";
import type { AuthSettings } from "#server/auth/settings.ts";
import { type Database, databaseTraits } from "#server/db/client.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { apiRouter, validationHook } from "#server/http/openapi.ts";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { cancelEncomenda } from "#server/services/orders/cancel-encomenda.ts";
import { OrderPlacer } from "#server/services/orders/create-order.ts";
import { orderErrors } from "#server/services/orders/errors.ts";
import { listMemberOrders } from "#server/services/orders/member-orders.ts";
import { OrderIdClock } from "#server/services/orders/order-ids.ts";
import { orderOwnerProof } from "#server/services/orders/order-owner-proof.ts";
import { readOrder } from "#server/services/orders/read-order.ts";
import { openPixCharge } from "#server/services/pix-charges/open-charge.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import type { OrderView } from "#shared/orders.ts";
import {
  cancelEncomendaRoute,
  createOrderRoute,
  memberOrdersRoute,
  readOrderRoute,
} from "./orders.routes.ts";

export interface OrderRoutesDeps {
  db: Database;
  /** Tells a Clube Frosty member's order (it earns, and may use, cashback): the member cookie. */
  memberAuth: MemberAuth;
  /** Told when an order sells a product out. */
  catalog: CatalogCache;
  /** Which proxies' X-Forwarded-For names the client (its orders count against its limit). */
  proxies: Pick<AuthSettings, "trustedProxies">;
  /** Signs each order's owner proof: the auth secret, which every instance shares. */
  ownerSecret: string;
  /** Pix automático: a Pix order at a store with a PSP connection gets the PSP's own charge. */
  pix: PixContext;
  logger: Logger;
}

/**
 * /api/orders: placing an order, and reading it back with its access token (and, on the device
 * that placed it, its owner proof).
 */
/**
 * A Pix order awaiting payment, with its charge at the PSP when its store has a connection
 * (openPixCharge: at most ~3 s, else the static BR Code it already has).
 */
async function withPixCharge(deps: OrderRoutesDeps, order: OrderView): Promise<OrderView> {
  const pix = order.payment.pix;
  if (order.status !== "awaiting_payment" || !pix) return order;
  const payload = await openPixCharge(
    deps.db,
    deps.pix,
    {
      id: order.id,
      storeId: order.store.id,
      status: order.status,
      shortNumber: order.shortNumber,
      totalCents: order.totalCents,
      pixTxid: pix.txid,
      paymentExpiresAt: new Date(pix.expiresAt),
    },
    deps.logger,
  );
  return payload ? { ...order, payment: { ...order.payment, pix: { ...pix, payload } } } : order;
}

export function orderRoutes(deps: OrderRoutesDeps) {
  const placer = new OrderPlacer({
    db: deps.db,
    traits: databaseTraits(deps.db),
    ids: new OrderIdClock(),
    onSoldOut: () => deps.catalog.invalidate(),
    payments: deps.catalog.payments,
    limitDefaults: deps.catalog.limitDefaults,
  });

  return (
    apiRouter()
      .openapi(
        createOrderRoute,
        async (c) => {
          const { "idempotency-key": idempotencyKey } = c.req.valid("header");
          const address = clientAddress(c, deps.proxies);
          const member = await readMemberSession(deps.memberAuth, c.req.raw.headers);
          const placement = await placer.place(
            c.req.valid("json"),
            idempotencyKey,
            address === null ? null : addressLimitKey(address),
            member?.memberId ?? null,
          );
          // Committed before the PSP is asked: a slow bank delays the answer, never loses the order.
          const order = await withPixCharge(deps, placement.order);
          const { created } = placement;
          // Orders carry personal data and a secret token: no cache may keep them.
          c.header("Cache-Control", "no-store");
          // A retry is the same device (it has the Idempotency-Key): it gets the proof again.
          const placed = { ...order, ownerProof: orderOwnerProof(deps.ownerSecret, order.id) };
          if (!created) return c.json(placed, 200);
          c.header("Location", `/api/orders/${order.id}`);
          return c.json(placed, 201);
        },
        validationHook(orderErrors.idempotencyKeyRequired),
      )
      // Before /{id}: "mine" is no order's id.
      .openapi(memberOrdersRoute, async (c) => {
        const member = await requireMemberSession(
          deps.memberAuth,
          c.req.raw.headers,
          orderErrors.membersOnly,
        );
        const mine = await listMemberOrders(deps.db, member.memberId, deps.ownerSecret);
        c.header("Cache-Control", "no-store");
        return c.json({ orders: mine }, 200);
      })
      // The token travels in a header rather than the URL, so it stays out of access logs.
      .openapi(readOrderRoute, async (c) => {
        const { id } = c.req.valid("param");
        const headers = c.req.valid("header");
        const order = await readOrder(
          deps.db,
          id,
          { token: headers["x-order-token"], ownerProof: headers["x-order-owner"] },
          deps.ownerSecret,
        );
        c.header("Cache-Control", "no-store");
        return c.json(order, 200);
      })
      .openapi(cancelEncomendaRoute, async (c) => {
        const { id } = c.req.valid("param");
        const headers = c.req.valid("header");
        const reader = { token: headers["x-order-token"], ownerProof: headers["x-order-owner"] };
        const stockMoved = await cancelEncomenda(deps.db, id, reader, deps.ownerSecret);
        if (stockMoved) deps.catalog.invalidate();
        c.header("Cache-Control", "no-store");
        return c.json(await readOrder(deps.db, id, reader, deps.ownerSecret), 200);
      })
  );
}

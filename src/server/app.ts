import { OpenAPIHono } from "@hono/zod-openapi";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import type { SiteConfig } from "#shared/catalog.ts";
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from "#shared/order-limits.ts";
import { authHandler } from "./auth/auth-route.ts";
import { AUTH_BASE_PATH, type Auth, createAuth } from "./auth/create-auth.ts";
import {
  createMemberAuth,
  MEMBER_AUTH_BASE_PATH,
  type MemberAuth,
} from "./auth/members/member-auth.ts";
import { type AuthSettings, ephemeralAuthSettings } from "./auth/settings.ts";
import type { Database } from "./db/client.ts";
import { mountApiDocs } from "./http/api-docs.ts";
import { declaredBodyLimit } from "./http/body-limit.ts";
import { ApiError, errorResponse, installErrorHandling, notFoundError } from "./http/errors.ts";
import type { PageRenderer } from "./http/page-html.ts";
import { publicOriginFrom } from "./http/public-origin.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { webAppRoutes } from "./http/web-app.ts";
import type { Logger } from "./logger.ts";
import { NO_PAYMENT_DEFAULTS, type PaymentDefaults } from "./pix-config.ts";
import { adminRoutes } from "./routes/admin/index.ts";
import { PRODUCT_IMAGE_UPLOAD_PATH } from "./routes/admin/product-image-upload.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { clientErrorRoutes } from "./routes/client-errors.ts";
import { clubRoutes } from "./routes/club.ts";
import { couponRoutes } from "./routes/coupons.ts";
import { healthRoutes } from "./routes/health.ts";
import { invitationRoutes } from "./routes/invitations.ts";
import { orderEventRoutes } from "./routes/order-events.ts";
import { orderRoutes } from "./routes/orders.ts";
import { pixWebhookRoutes } from "./routes/pix-webhook.ts";
import { pushKeyRoutes, pushSubscriptionRoutes } from "./routes/push.ts";
import { scheduleRoutes } from "./routes/schedule.ts";
import { seoRoutes } from "./routes/seo.ts";
import { uploadedImageRoutes } from "./routes/uploaded-images.ts";
import { CatalogCache } from "./services/catalog.ts";
import { createLiveStreams, type StreamLimits } from "./services/events/stream-limits.ts";
import type { MessageSender } from "./services/messages/message-sender.ts";
import type { PixContext } from "./services/pix-connections/pix-context.ts";
import { secretsKeyFrom } from "./services/pix-connections/sealed-secrets.ts";
import { createPspClient } from "./services/pix-psp/psp-client.ts";
import type { PspClient } from "./services/pix-psp/psp-types.ts";
import { ephemeralPushSettings, type PushSettings } from "./services/push/push-settings.ts";
import { DEFAULT_SITE_CONFIG } from "./site-config.ts";

/** Request bodies larger than this are refused with 413 before they are read. */
export const MAX_BODY_BYTES = 100 * 1024;

export interface AppDeps {
  db: Database;
  logger: Logger;
  /**
   * The session secret and the origins and proxies to trust (auth/settings.ts). Omitted (some
   * tests), a random secret is made for this app alone: its sessions die with it.
   */
  auth?: AuthSettings;
  /** The dashboard's clock; tests pin it to a month. */
  now?: () => Date;
  /** The built SPA (dist/web); omitted, only the API is served. */
  webDir?: string;
  /** The web app's server entry (tests load its source); by default the build's, beside webDir. */
  loadPageRenderer?: () => Promise<PageRenderer>;
  site?: SiteConfig;
  /** The Pix receiver from the environment (PIX_*), until staff save one. */
  payments?: PaymentDefaults;
  /** The order limits from the environment (ORDER_LIMITS), until staff save theirs. */
  orderLimits?: OrderLimits;
  /** Live streams' caps, when not the defaults (STREAM_LIMITS): tests use small ones. */
  streamLimits?: Partial<StreamLimits>;
  /** Web Push's keys and accepted endpoints; omitted (tests), a key pair of this app's own. */
  push?: PushSettings;
  /** Speaks to PSPs (Pix automático); omitted, a client of this app's own. */
  pspClient?: PspClient;
  /** SECRETS_KEY: seals stored PSP secrets; omitted, derived from the auth secret. */
  secretsKey?: string;
  /** Sends Clube Frosty's sign-in codes; omitted or null, members cannot sign in. */
  messages?: MessageSender | null;
}

export interface App {
  app: OpenAPIHono;
  catalog: CatalogCache;
  /** The staff's Better Auth instance (/api/auth, the `frosty` cookie). */
  auth: Auth;
  /** Clube Frosty's (/api/club/auth, the `frosty-member` cookie): see member-auth.ts. */
  memberAuth: MemberAuth;
  /** Pix automático's client and connections (the reconciler runs beside the app). */
  pix: PixContext;
}

export function createApp(deps: AppDeps): App {
  const app = new OpenAPIHono();
  const catalog = new CatalogCache(
    deps.db,
    deps.site ?? DEFAULT_SITE_CONFIG,
    deps.logger,
    deps.payments ?? NO_PAYMENT_DEFAULTS,
    deps.orderLimits ?? DEFAULT_ORDER_LIMITS,
  );
  const authSettings = deps.auth ?? ephemeralAuthSettings();
  const auth = createAuth({ db: deps.db, logger: deps.logger, settings: authSettings });
  const memberAuth = createMemberAuth({
    db: deps.db,
    logger: deps.logger,
    settings: authSettings,
    messages: deps.messages ?? null,
  });
  const streams = createLiveStreams(deps.db, deps.streamLimits);
  const pix: PixContext = {
    client: deps.pspClient ?? createPspClient(),
    sources: {
      secretsKey: secretsKeyFrom({ secretsKey: deps.secretsKey, authSecret: authSettings.secret }),
      fromEnv: deps.payments?.pspConnection ?? null,
    },
    publicOrigin: authSettings.publicOrigin,
  };
  installErrorHandling(app, deps.logger);

  app.use(requestLog(deps.logger));
  app.use(securityHeaders());
  // Absolute URLs (canonical links, previews, the sitemap) start with PUBLIC_URL (public-origin.ts).
  app.use(publicOriginFrom(authSettings.publicOrigin));
  // Staff answers (lists, reports, exports) run to hundreds of kilobytes. The shop's are either
  // compressed ahead (the catalogue) or under a kilobyte (an order, a coupon), where gzip saves
  // no round trip and costs CPU on both ends, and a streamed answer where a sized one would do;
  // but a store's encomenda slots (two weeks of them, ~45 KB of JSON) are read by every
  // checkout, on a phone's connection: gzip makes them ~3 KB.
  app.use("/api/admin/*", compress());
  app.use("/api/stores/:id/schedule", compress());
  app.on(
    // Only requests that carry a body: checking a GET's would make the adapter build a body
    // stream for every read (a measurable share of GET /api/catalog's cost).
    ["POST", "PUT", "PATCH", "DELETE"],
    "/api/*",
    // The image upload sets its own, larger limit, checked after the admin guard.
    except(
      PRODUCT_IMAGE_UPLOAD_PATH,
      declaredBodyLimit({
        maxSize: MAX_BODY_BYTES,
        onError: (c) =>
          errorResponse(
            c,
            new ApiError(413, "payload_too_large", "O conteúdo enviado é grande demais"),
          ),
      }),
    ),
  );

  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, authHandler(auth, authSettings, deps.db));
  // Before /api/club's routes: the members' own instance, with its own cookie.
  app.on(
    ["GET", "POST"],
    `${MEMBER_AUTH_BASE_PATH}/*`,
    authHandler(memberAuth, authSettings, deps.db),
  );
  app.route(
    "/api/admin",
    adminRoutes({
      auth,
      db: deps.db,
      origins: authSettings,
      catalog,
      streams,
      logger: deps.logger,
      pix,
      ...(deps.now ? { now: deps.now } : {}),
    }),
  );
  app.route("/api/catalog", catalogRoutes(catalog));
  app.route("/api/health", healthRoutes(deps.db));
  app.route(
    "/api/orders",
    orderRoutes({
      db: deps.db,
      memberAuth,
      catalog,
      proxies: authSettings,
      ownerSecret: authSettings.secret,
      pix,
      logger: deps.logger,
    }),
  );
  app.route(
    "/api/orders",
    orderEventRoutes({ db: deps.db, proxies: authSettings, streams, logger: deps.logger }),
  );
  const push = deps.push ?? ephemeralPushSettings();
  app.route("/api/orders", pushSubscriptionRoutes({ db: deps.db, push }));
  app.route("/api/push", pushKeyRoutes({ push }));
  app.route(
    "/api/pix/webhook",
    pixWebhookRoutes({ db: deps.db, pix, logger: deps.logger, proxies: authSettings }),
  );
  app.route("/api/coupons", couponRoutes({ db: deps.db, catalog, proxies: authSettings }));
  app.route("/api/stores", scheduleRoutes({ db: deps.db, payments: catalog.payments }));
  app.route(
    "/api/club",
    clubRoutes({
      db: deps.db,
      memberAuth,
      origins: authSettings,
      available: (deps.messages ?? null) !== null,
    }),
  );
  app.route("/api/invitations", invitationRoutes({ auth, db: deps.db, origins: authSettings }));
  app.route(
    "/api/client-errors",
    clientErrorRoutes({ db: deps.db, logger: deps.logger, proxies: authSettings }),
  );
  mountApiDocs(app);
  app.all("/api/*", (c) => errorResponse(c, notFoundError()));

  app.route("/images/uploads", uploadedImageRoutes(deps.db));
  // Before the web app's catch-all, which would answer these paths with a page.
  app.route("/", seoRoutes({ catalog, db: deps.db, publicDir: deps.webDir, logger: deps.logger }));
  if (deps.webDir) {
    app.route(
      "/",
      webAppRoutes(deps.webDir, catalog, {
        origin: authSettings.publicOrigin,
        proxies: authSettings,
        logger: deps.logger,
        ...(deps.loadPageRenderer ? { loadRenderer: deps.loadPageRenderer } : {}),
      }),
    );
  }
  app.notFound((c) => errorResponse(c, notFoundError()));

  return { app, catalog, auth, memberAuth, pix };
}

import { pino } from "pino";
import { type App, createApp } from "#server/app.ts";
import { type AuthSettings, ephemeralAuthSettings } from "#server/auth/settings.ts";
import type { PageRenderer } from "#server/http/page-html.ts";
import type { PaymentDefaults } from "#server/pix-config.ts";
import type { StreamLimits } from "#server/services/events/stream-limits.ts";
import type { MessageSender } from "#server/services/messages/message-sender.ts";
import type { PspClient } from "#server/services/pix-psp/psp-types.ts";
import type { OrderLimits } from "#shared/order-limits.ts";
import { checkedFetch } from "./contract-check.ts";
import { GENEROUS_ORDER_LIMITS } from "./order-limits.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** What app.request puts in the URL of an in-process request: http://localhost/<path>. */
export const TEST_ORIGIN = "http://localhost";

export interface TestApp {
  database: TestDatabase;
  app: ReturnType<typeof createApp>["app"];
  catalog: ReturnType<typeof createApp>["catalog"];
  auth: ReturnType<typeof createApp>["auth"];
  memberAuth: App["memberAuth"];
  /** Pix automático's client and connections, as the app uses them. */
  pix: App["pix"];
  /** The app's fetch, every /api answer checked against the route's declared contract. */
  fetch(request: Request): Promise<Response>;
  request(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * The real app on a fresh real database, driven through app.request (no network). Auth
 * settings default to a secret of its own and http://localhost:3000 as PUBLIC_URL.
 */
export async function createTestApp(
  options: {
    webDir?: string;
    /** The web app's server entry, for the pages under webDir (tests load its source). */
    loadPageRenderer?: () => Promise<PageRenderer>;
    now?: () => Date;
    auth?: AuthSettings;
    /** The Pix receiver from the environment (PIX_*); none unless given. */
    payments?: PaymentDefaults;
    /**
     * The order limits where staff saved none: GENEROUS_ORDER_LIMITS unless given (tests of
     * the limits pass DEFAULT_ORDER_LIMITS or their own).
     */
    orderLimits?: OrderLimits;
    /** Small stream caps, a quick staff access check (stream-limits.ts). */
    streamLimits?: Partial<StreamLimits>;
    /** The PSP client (Pix automático); a real one of the app's own unless given. */
    pspClient?: PspClient;
    /** Sends Clube Frosty's sign-in codes; none unless given (members cannot sign in). */
    messages?: MessageSender;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const created = createApp({
    db: database.db,
    logger: pino({ level: "silent" }),
    auth: options.auth ?? ephemeralAuthSettings(),
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(options.loadPageRenderer ? { loadPageRenderer: options.loadPageRenderer } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    orderLimits: options.orderLimits ?? GENEROUS_ORDER_LIMITS,
    ...(options.streamLimits ? { streamLimits: options.streamLimits } : {}),
    ...(options.pspClient ? { pspClient: options.pspClient } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  return testAppOf(database, created);
}

/** A created app on its database, driven as a test drives it (answers checked against the contract). */
export function testAppOf(
  database: TestDatabase,
  { app, catalog, auth, memberAuth, pix }: App,
): TestApp {
  const fetch = checkedFetch(app);
  return {
    database,
    app,
    catalog,
    auth,
    memberAuth,
    pix,
    fetch,
    request: async (path, init) => fetch(new Request(new URL(path, TEST_ORIGIN), init)),
  };
}

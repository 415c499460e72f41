import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { settings } from "#server/db/schema.ts";
import type { StoredSettingKey } from "#server/services/settings/stored-settings.ts";
import { type SignedInStaff, signedInStaff, type TestBrowser } from "./staff.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { fetchFromApp } from "./web-fetch.ts";

/** The app and the admin of a file's tests of one chain setting (chainSettingTests). */
export interface ChainSettingTests<View> {
  readonly t: TestApp;
  /** HQ, signed in. */
  readonly admin: SignedInStaff;
  /** The setting as HQ reads it (its route answers 200). */
  view(): Promise<View>;
  /** Saves `body` as the setting, as `browser` (HQ's unless given). */
  put(body: unknown, browser?: TestBrowser): Promise<Response>;
  /** A fetch for the card's component tests: the admin's requests reach the app (fetchFromApp). */
  fetch(): typeof fetch;
}

/**
 * The tests of a chain setting HQ saves whole (Configurações → Clube, Encomendas, Limites), its
 * route's and its card's: the real app and HQ signed in for the file, each test starting from
 * no saved `key` (the defaults), and the setting read and saved at `path`. Called at the top of
 * a test file; `t` and `admin` are there once its hooks have run.
 */
export function chainSettingTests<View>({
  key,
  path,
  app,
}: {
  key: StoredSettingKey;
  path: string;
  /** The app's options (createTestApp). */
  app?: Parameters<typeof createTestApp>[0];
}): ChainSettingTests<View> {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp(app);
    admin = await signedInStaff(t, { admin: true });
  });
  afterAll(() => t.database.dispose());

  beforeEach(async () => {
    await t.database.db.delete(settings).where(eq(settings.key, key));
  });

  return {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    async view() {
      const response = await admin.browser.request(path);
      expect(response.status).toBe(200);
      return (await response.json()) as View;
    },
    put: (body, browser = admin.browser) => browser.request(path, { method: "PUT", json: body }),
    fetch: () => fetchFromApp(t, admin.browser),
  };
}

import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
import { pixCharges, pixConnections } from "#server/db/schema.ts";
import { createLogger } from "#server/logger.ts";
import { webhookUrlFor } from "#server/services/pix-connections/pix-context.ts";
import { connectionForStore } from "#server/services/pix-connections/resolve-connection.ts";
import {
  openSecret,
  sealSecret,
  secretsKeyFrom,
} from "#server/services/pix-connections/sealed-secrets.ts";
import { PSP_SCOPES } from "#server/services/pix-psp/psp-types.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { type LocalPsp, startLocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp, testAppOf } from "#server/testing/test-app.ts";
import type { PixConnectionView } from "#shared/pix-connections.ts";

const CHAIN = "/api/admin/settings/pix-connection";
const storePath = (id: string) => `/api/admin/stores/${id}/pix-connection`;

let psp: LocalPsp;
let t: TestApp;
let admin: SignedInStaff;
let storeStaff: SignedInStaff;
/**
 * A second app on the same database and sessions, with the environment's connection (PIX_PSP_*,
 * to the local PSP), whose log is captured.
 */
const logLines: string[] = [];
let logged: TestApp;
const auth = ephemeralAuthSettings();

beforeAll(async () => {
  psp = await startLocalPsp();
  t = await createTestApp({ auth });
  admin = await signedInStaff(t, { admin: true, name: "Ana da Sede" });
  storeStaff = await signedInStaff(t, { stores: ["1"] });
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  logged = testAppOf(
    t.database,
    createApp({
      db: t.database.db,
      logger: createLogger("info", sink),
      auth,
      orderLimits: GENEROUS_ORDER_LIMITS,
      payments: { pixReceiver: null, pspConnection: psp.connection({ id: "env", version: "env" }) },
    }),
  );
});
afterAll(async () => {
  t.pix.client.close();
  logged.pix.client.close();
  await psp.close();
  await t.database.dispose();
});

/** The body that connects to the local PSP (its CA trusted), with a fresh Pix key. */
const bodyFor = (overrides: Record<string, unknown> = {}) => ({
  apiUrl: psp.apiUrl,
  tokenUrl: psp.tokenUrl,
  clientId: psp.clientId,
  clientSecret: psp.clientSecret,
  certPem: psp.certPem,
  keyPem: psp.keyPem,
  caPem: psp.caPem,
  pixKey: randomUUID(),
  ...overrides,
});
const withoutSecrets = (overrides: Record<string, unknown> = {}) => {
  const { clientSecret: _secret, keyPem: _key, ...rest } = bodyFor(overrides);
  return rest;
};

async function put(path: string, body: unknown, who = admin) {
  return who.browser.request(path, { method: "PUT", json: body });
}
async function viewOf(response: Response): Promise<{ text: string; view: PixConnectionView }> {
  expect(response.status, await response.clone().text()).toBe(200);
  const text = await response.text();
  return { text, view: JSON.parse(text) as PixConnectionView };
}
async function testAt(path: string) {
  const response = await admin.browser.request(`${path}/test`, { method: "POST" });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The secret and every line of the private key (its base64, not the armour), but those that
 * are the public key, which the certificate carries too (an EC key's PKCS#8 holds both).
 */
const secretParts = () => {
  const certificate = psp.certPem.replace(/\s/g, "");
  const keyLines = psp.keyPem
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("-----"))
    .filter((line) => !certificate.includes(line));
  expect(keyLines.length).toBeGreaterThan(0);
  return [psp.clientSecret, ...keyLines];
};
const expectNoSecrets = (text: string) => {
  for (const part of secretParts()) expect(text).not.toContain(part);
};

describe("the chain's Pix automático connection", () => {
  it("is saved without answering its secrets, and registers its webhook at the PSP", async () => {
    const body = bodyFor();
    const saved = await viewOf(await put(CHAIN, body));
    expectNoSecrets(saved.text);
    const url = webhookUrlFor(t.pix.publicOrigin, "chain");
    expect(saved.view).toMatchObject({
      connection: {
        apiUrl: psp.apiUrl,
        clientId: psp.clientId,
        certificate: { subject: "CN=Frosty Teste" },
        hasCa: true,
        pixKey: body.pixKey,
        updatedByName: "Ana da Sede",
        webhook: { status: "registered", error: null, url },
      },
      inherited: null,
      fallbacks: { last24h: 0, lastAt: null, lastReason: null },
    });
    expect(psp.webhookUrl(body.pixKey)).toBe(url);
    const read = await viewOf(await admin.browser.request(CHAIN));
    expectNoSecrets(read.text);
    expect(read.view).toEqual(saved.view);
  });

  it("keeps its secrets sealed in the database", async () => {
    const [row] = await t.database.db
      .select()
      .from(pixConnections)
      .where(eq(pixConnections.id, "chain"));
    if (!row) throw new Error("no chain row");
    const raw = await t.database.db.execute(sql`select t::text as line from pix_connections t`);
    const text = JSON.stringify(raw);
    expectNoSecrets(text);
    expect(row.clientSecretSealed).toMatch(/^v1\./);
    expect(openSecret(t.pix.sources.secretsKey, row.clientSecretSealed)).toBe(psp.clientSecret);
    expect(openSecret(t.pix.sources.secretsKey, row.keyPemSealed)).toBe(psp.keyPem);
  });

  it("keeps the saved secrets and certificates on an update without them, and still connects", async () => {
    const before = (await viewOf(await admin.browser.request(CHAIN))).view.connection;
    // The certificate and the CA left out too: the view describes them, it does not carry them.
    const { certPem: _cert, caPem: _ca, ...fieldsOnly } = withoutSecrets();
    const after = (await viewOf(await put(CHAIN, fieldsOnly))).view.connection;
    expect(after).toMatchObject({ hasCa: true, certificate: before?.certificate });
    expect(after?.secretsUpdatedAt).toBe(before?.secretsUpdatedAt);
    expect(after?.updatedAt).not.toBe(before?.updatedAt);
    expect(after?.webhook.status).toBe("registered");
    const tested = await testAt(CHAIN);
    expect(tested).toEqual({ status: 200, body: { ok: true, scopes: [...PSP_SCOPES] } });
  });

  it("reports a wrong secret in pt-BR, and a new secret moves secretsUpdatedAt", async () => {
    const before = (await viewOf(await admin.browser.request(CHAIN))).view.connection;
    const wrong = await viewOf(await put(CHAIN, bodyFor({ clientSecret: "segredo-errado" })));
    expect(wrong.view.connection?.secretsUpdatedAt).not.toBe(before?.secretsUpdatedAt);
    // The save stands; the webhook could not be registered, and says why.
    expect(wrong.view.connection?.webhook).toMatchObject({
      status: "failed",
      error: "O banco recusou o client id ou o client secret.",
    });
    expect(await testAt(CHAIN)).toEqual({
      status: 200,
      body: {
        ok: false,
        failure: "wrong_credentials",
        message: "O banco recusou o client id ou o client secret.",
      },
    });
  });

  it("reports a certificate the PSP refuses, and refuses a key that is not the certificate's", async () => {
    const stranger = psp.strangerCertificate();
    const refused = await viewOf(await put(CHAIN, bodyFor({ ...stranger })));
    expect(refused.view.connection?.webhook.status).toBe("failed");
    const tested = await testAt(CHAIN);
    expect(tested.body).toMatchObject({ ok: false, failure: "certificate_refused" });
    expect(tested.body.message).toMatch(/^O banco recusou o certificado do cliente/);

    const mismatched = await put(CHAIN, bodyFor({ keyPem: stranger.keyPem }));
    expect(mismatched.status).toBe(422);
    const error = ((await mismatched.json()) as { error: { issues: { path: string[] }[] } }).error;
    expect(error.issues.map((issue) => issue.path)).toEqual([["keyPem"]]);
    // A new certificate against the saved key (the stranger's now): the certificate is refused.
    const newCertOnly = await put(CHAIN, withoutSecrets({ certPem: psp.certPem }));
    expect(newCertOnly.status).toBe(422);
    expect(JSON.stringify(await newCertOnly.json())).toContain("certPem");

    // Back to the PSP's own pair, and the webhook registers again on demand.
    await put(CHAIN, bodyFor());
    psp.setAvailable(false);
    const down = await viewOf(await put(CHAIN, withoutSecrets()));
    expect(down.view.connection?.webhook.status).toBe("failed");
    expect(down.view.connection?.webhook.error).toBeTruthy();
    psp.setAvailable(true);
    const again = await viewOf(await admin.browser.request(`${CHAIN}/webhook`, { method: "POST" }));
    expect(again.view.connection?.webhook).toMatchObject({ status: "registered", error: null });
  });

  it("needs the secrets to create one, and checks the URLs and the key", async () => {
    const created = await put(storePath("2"), withoutSecrets());
    expect(created.status).toBe(422);
    const { error } = (await created.json()) as { error: { issues: { path: string[] }[] } };
    expect(error.issues.map((issue) => issue.path)).toEqual([["clientSecret"], ["keyPem"]]);
    const bad = await put(storePath("2"), bodyFor({ apiUrl: "http://banco.example", pixKey: "x" }));
    expect(bad.status).toBe(422);
    expect(
      await t.database.db.select().from(pixConnections).where(eq(pixConnections.id, "store-2")),
    ).toEqual([]);
  });

  it("counts the Pix orders of the last 24 h that fell back to the static QR", async () => {
    const order = await placeTestOrder(t, orderBody({ storeId: "1" }));
    await t.database.db.insert(pixCharges).values({
      orderId: order.id,
      txid: `frosty${randomUUID().replaceAll("-", "")}`.slice(0, 32),
      connectionId: "chain",
      status: "fallback",
      amountCents: 1000,
      fallbackReason: "O banco não respondeu a tempo.",
      expiresAt: new Date(Date.now() + 60_000),
    });
    const { view } = await viewOf(await admin.browser.request(CHAIN));
    expect(view.fallbacks).toMatchObject({
      last24h: 1,
      lastReason: "O banco não respondeu a tempo.",
    });
    // Store 1 follows the chain: its order counts there; store 2 has none.
    expect((await viewOf(await admin.browser.request(storePath("1")))).view.fallbacks.last24h).toBe(
      1,
    );
    expect((await viewOf(await admin.browser.request(storePath("2")))).view.fallbacks.last24h).toBe(
      0,
    );
  });
});

describe("a store's own connection", () => {
  it("serves the store instead of the chain's, and DELETE brings the chain's back", async () => {
    const own = await viewOf(await put(storePath("1"), bodyFor()));
    expect(own.view).toMatchObject({
      inherited: "chain",
      connection: { webhook: { status: "registered" } },
    });
    expectNoSecrets(own.text);
    expect((await connectionForStore(t.database.db, "1", t.pix.sources))?.id).toBe("store-1");
    expect((await connectionForStore(t.database.db, "2", t.pix.sources))?.id).toBe("chain");
    expect((await testAt(storePath("1"))).body).toMatchObject({ ok: true });

    const removed = await viewOf(await admin.browser.request(storePath("1"), { method: "DELETE" }));
    expect(removed.view).toMatchObject({ connection: null, inherited: "chain" });
    expect((await connectionForStore(t.database.db, "1", t.pix.sources))?.id).toBe("chain");
    const following = (await viewOf(await admin.browser.request(storePath("1")))).view;
    expect(following).toEqual(removed.view);
    // Nothing of its own: "Testar conexão" tests the chain's; re-registering has nothing to do.
    expect((await testAt(storePath("1"))).body).toMatchObject({ ok: true });
    const webhook = await admin.browser.request(`${storePath("1")}/webhook`, { method: "POST" });
    expect(webhook.status).toBe(404);
  });

  it("asks for the secrets again when they no longer open with this server's key", async () => {
    await viewOf(await put(storePath("3"), bodyFor()));
    // As if SECRETS_KEY (or the auth secret it comes from) changed since they were saved.
    const otherKey = secretsKeyFrom({ authSecret: randomUUID().repeat(2) });
    await t.database.db
      .update(pixConnections)
      .set({
        clientSecretSealed: sealSecret(otherKey, psp.clientSecret),
        keyPemSealed: sealSecret(otherKey, psp.keyPem),
      })
      .where(eq(pixConnections.id, "store-3"));

    const tested = await testAt(storePath("3"));
    expect(tested.status).toBe(409);
    expect(tested.body).toMatchObject({ error: { code: "pix_secrets_unreadable" } });
    const kept = await put(storePath("3"), withoutSecrets());
    expect(kept.status).toBe(422);
    expect(JSON.stringify(await kept.json())).toContain("envie de novo");
    await viewOf(await put(storePath("3"), bodyFor()));
    expect((await testAt(storePath("3"))).body).toMatchObject({ ok: true });
  });

  it("is for HQ only, and an unknown store is a 404", async () => {
    for (const request of [
      storeStaff.browser.request(storePath("1")),
      put(storePath("1"), bodyFor(), storeStaff),
      storeStaff.browser.request(CHAIN),
    ]) {
      const response = await request;
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("hq_only");
    }
    const unknown = await admin.browser.request(storePath("loja-que-nao-existe"));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      "store_not_found",
    );
  });

  it("removing the chain's leaves nothing to test (no environment connection here)", async () => {
    expect((await admin.browser.request(CHAIN, { method: "DELETE" })).status).toBe(200);
    const { view } = await viewOf(await admin.browser.request(storePath("1")));
    expect(view).toMatchObject({ connection: null, inherited: null });
    expect((await testAt(storePath("1"))).status).toBe(404);
    expect((await testAt(CHAIN)).status).toBe(404);
  });

  it("follows the environment's connection when HQ saved none", async () => {
    const browser = admin.browser.withSession({ target: logged });
    for (const path of [CHAIN, storePath("1")]) {
      const { view } = await viewOf(await browser.request(path));
      expect(view).toMatchObject({ connection: null, inherited: "env" });
      const tested = await browser.request(`${path}/test`, { method: "POST" });
      expect(await tested.json()).toEqual({ ok: true, scopes: [...PSP_SCOPES] });
    }
  });
});

describe("the log", () => {
  it("never holds the secret or the key, whatever the route answered", async () => {
    const browser = admin.browser.withSession({ target: logged });
    await browser.request(CHAIN, { method: "PUT", json: bodyFor() });
    await browser.request(CHAIN, {
      method: "PUT",
      json: bodyFor({ clientSecret: "segredo-errado" }),
    });
    await browser.request(`${CHAIN}/test`, { method: "POST" });
    await browser.request(CHAIN, {
      method: "PUT",
      json: bodyFor({ keyPem: psp.strangerCertificate().keyPem }),
    });
    await browser.request(CHAIN, { method: "PUT", json: { ...bodyFor(), apiUrl: 42 } });
    await browser.request(CHAIN, { method: "DELETE" });
    const text = logLines.join("");
    expect(text).toContain('"path":"/api/admin/settings/pix-connection"');
    expectNoSecrets(text);
    expect(text).not.toContain("segredo-errado");
    expect(text).not.toContain("PRIVATE KEY");
  });
});

import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cashbackEntries,
  cashbackLots,
  memberConsents,
  orders,
  sessions,
  stores,
  users,
} from "#server/db/schema.ts";
import { earnCashback, releaseCashback } from "#server/services/cashback/earn.ts";
import { spendCashback } from "#server/services/cashback/spend.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import {
  RecordingSender,
  type SignedInMember,
  signedInMember,
} from "#server/testing/club-members.ts";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import { signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CashbackRules } from "#shared/cashback.ts";
import { CLUB_CONSENT_TEXT, CLUB_CONSENT_VERSION } from "#shared/club.ts";
import type { ClubMe, ClubStatus } from "#shared/club-member.ts";
import type { PlacedOrder } from "#shared/orders.ts";

/** 10 %, usable from R$ 1,00, valid 60 days. */
const RULES: CashbackRules = { enabled: true, percent: 10, expiryDays: 60, minimumSpendCents: 100 };
const DAY = 86_400_000;

const sender = new RecordingSender();
let t: TestApp;
let closed: TestApp;
let recifeName: string;
let saoPauloName: string;
beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ messages: sender }), createTestApp()]);
  await writeStoredSettings(t.database.db, { cashback_rules: RULES });
  const named = await t.database.db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(inArray(stores.id, ["3", "87"]));
  const names = new Map(named.map((row) => [row.id, row.name]));
  recifeName = names.get("87") ?? "";
  saoPauloName = names.get("3") ?? "";
});
afterAll(async () => {
  await Promise.all([t.database.dispose(), closed.database.dispose()]);
});

const newOrderId = () => `ORD-${randomUUID()}`;

async function me(browser: TestBrowser): Promise<Response> {
  return browser.request("/api/club/me");
}

async function meOf(member: SignedInMember): Promise<ClubMe> {
  const response = await me(member.browser);
  expect(response.status).toBe(200);
  return (await response.json()) as ClubMe;
}

function deleteAccount(browser: TestBrowser, body: unknown = { confirm: true }) {
  return browser.request("/api/club/me", { method: "DELETE", json: body });
}

/** An order's cashback earned at `storeId` and released `releasedDaysAgo` days ago. */
async function earned(
  member: SignedInMember,
  storeId: string,
  productsCents: number,
  releasedDaysAgo: number | null,
): Promise<string> {
  const orderId = newOrderId();
  const at = new Date(Date.now() - (releasedDaysAgo ?? 0) * DAY - 60_000);
  await earnCashback(t.database.db, {
    memberId: member.memberId,
    orderId,
    storeId,
    productsCentsAfterCoupon: productsCents,
    rules: RULES,
    now: at,
  });
  if (releasedDaysAgo !== null) await releaseCashback(t.database.db, orderId, at);
  return orderId;
}

describe("Clube Frosty: the member API", () => {
  it("says whether the club is open, with the rules", async () => {
    const open = await t.request("/api/club/status");
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("no-store");
    expect((await open.json()) as ClubStatus).toEqual({
      available: true,
      member: false,
      rules: RULES,
    });
    const shut = await closed.request("/api/club/status");
    expect(((await shut.json()) as ClubStatus).available).toBe(false);
    // A member's browser is told so (the page then reads the wallet); staff's is not.
    const member = await signedInMember(t, sender);
    const status = await member.browser.request("/api/club/status");
    expect(((await status.json()) as ClubStatus).member).toBe(true);
    const staff = await signedInStaff(t);
    const staffStatus = await staff.browser.request("/api/club/status");
    expect(((await staffStatus.json()) as ClubStatus).member).toBe(false);
  });

  it("answers 401 in pt-BR without a member session, and to staff", async () => {
    const anonymous = await t.request("/api/club/me");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: {
        code: "club_signed_out",
        message: "Entre no Clube Frosty com o seu celular para ver o seu cashback.",
      },
    });
    const staff = await signedInStaff(t, { admin: true });
    expect((await me(staff.browser)).status).toBe(401);
    expect((await deleteAccount(staff.browser)).status).toBe(401);
    // The staff account is untouched.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.userId));
    expect(row).toBeDefined();
  });

  it("shows a new member's empty wallet, number and consent", async () => {
    const member = await signedInMember(t, sender);
    const body = await meOf(member);
    expect(body).toMatchObject({
      phoneNumber: member.phone.e164,
      consent: { text: CLUB_CONSENT_TEXT, version: CLUB_CONSENT_VERSION },
      wallet: {
        balanceCents: 0,
        pendingCents: 0,
        expiringSoonCents: 0,
        expiringSoon: [],
        history: [],
      },
      rules: RULES,
    });
    expect(Date.now() - Date.parse(body.memberSince)).toBeLessThan(60_000);
  });

  it("adds up the wallet from the ledger: balance, pending, expiring soon, history", async () => {
    const member = await signedInMember(t, sender);
    // R$ 5,00 released 40 days ago at Recife (expires in 20 days), R$ 3,00 released today at
    // São Paulo (expires in 60), R$ 2,00 still pending at Recife.
    const old = await earned(member, "87", 5000, 40);
    const fresh = await earned(member, "3", 3000, 0);
    await earned(member, "87", 2000, null);
    // Then R$ 1,50 spent at São Paulo, drawn from the lot expiring first.
    const spent = newOrderId();
    await spendCashback(t.database.db, {
      memberId: member.memberId,
      orderId: spent,
      storeId: "3",
      cents: 150,
      expectedBalanceCents: 800,
    });

    const { wallet } = await meOf(member);
    expect(wallet.balanceCents).toBe(650);
    expect(wallet.pendingCents).toBe(200);
    expect(wallet.expiringSoonCents).toBe(350);
    expect(wallet.expiringSoon).toHaveLength(1);
    const expiresIn = Date.parse(wallet.expiringSoon[0]?.expiresAt ?? "") - Date.now();
    expect(wallet.expiringSoon[0]?.amountCents).toBe(350);
    expect(Math.round(expiresIn / DAY)).toBe(20);

    expect(wallet.history[0]).toMatchObject({
      kind: "spend",
      label: "Cashback usado",
      amountCents: -150,
      orderId: spent,
      storeName: saoPauloName,
    });
    const byOrder = (orderId: string) => wallet.history.filter((e) => e.orderId === orderId);
    expect(byOrder(old).map((e) => [e.kind, e.amountCents, e.storeName])).toEqual([
      ["release", 0, recifeName],
      ["earn", 500, recifeName],
    ]);
    expect(byOrder(fresh).map((e) => e.label)).toEqual(["Cashback liberado", "Cashback a liberar"]);
    // A release says what it made available, and until when; no other entry does.
    const [release] = byOrder(old);
    expect(release?.released?.amountCents).toBe(500);
    expect(Math.round((Date.parse(release?.released?.expiresAt ?? "") - Date.now()) / DAY)).toBe(
      20,
    );
    expect(wallet.history.filter((e) => e.released).map((e) => e.kind)).toEqual([
      "release",
      "release",
    ]);
    expect(wallet.history).toHaveLength(6);
    // The figures agree with the history: its sum is the balance plus the pending cents.
    const sum = wallet.history.reduce((total, entry) => total + entry.amountCents, 0);
    expect(sum).toBe(wallet.balanceCents + wallet.pendingCents);
  });

  it("deletes the account: the person goes, the ledger and orders stay anonymous", async () => {
    const member = await signedInMember(t, sender);
    const db = t.database.db;
    const orderId = await earned(member, "87", 4000, 1);
    const placing = await postOrder(t, orderBody(), {
      headers: { cookie: member.browser.cookieHeader },
    });
    expect(placing.status).toBe(201);
    const order = (await placing.json()) as PlacedOrder;
    const [before] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(before?.memberId).toBe(member.memberId);
    const otherDevice = member.browser.withSession();

    const deleted = await deleteAccount(member.browser);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    // The browser is told to forget its cookie, and every other session died with the account.
    expect(deleted.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
    expect(member.browser.cookies.size).toBe(0);
    expect((await me(otherDevice)).status).toBe(401);

    expect(await db.select().from(users).where(eq(users.id, member.memberId))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, member.memberId))).toEqual(
      [],
    );
    expect(
      await db.select().from(memberConsents).where(eq(memberConsents.userId, member.memberId)),
    ).toEqual([]);
    const entries = await db
      .select()
      .from(cashbackEntries)
      .where(eq(cashbackEntries.orderId, orderId));
    expect(entries.map((entry) => [entry.kind, entry.memberId])).toEqual(
      expect.arrayContaining([
        ["earn", null],
        ["release", null],
      ]),
    );
    expect(entries.map((entry) => entry.kind)).toContain("expire");
    // The balance went with the account: the lot is expired, the chain owes nothing for it.
    const [lot] = await db.select().from(cashbackLots).where(eq(cashbackLots.orderId, orderId));
    expect(lot).toMatchObject({
      memberId: null,
      amountCents: 400,
      status: "expired",
      remainingCents: 0,
    });
    // The order is the store's sale record: kept, with what was typed, but no longer the member's.
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({
      memberId: null,
      customerName: before?.customerName,
      totalCents: before?.totalCents,
    });

    // Again, with the old cookie or from the other device: there is no member any more.
    expect((await deleteAccount(otherDevice)).status).toBe(401);
    expect((await deleteAccount(member.browser)).status).toBe(401);

    // The number can join again, as a new member with an empty wallet.
    const browser = new TestBrowser(t);
    expect(
      (
        await browser.post("/api/club/auth/phone-number/send-otp", {
          phoneNumber: member.phone.e164,
          consent: true,
        })
      ).status,
    ).toBe(200);
    const verified = await browser.post("/api/club/auth/phone-number/verify", {
      phoneNumber: member.phone.e164,
      code: sender.lastCode(member.phone.e164),
    });
    expect(verified.status).toBe(200);
    const again = (await (await me(browser)).json()) as ClubMe;
    expect(again.wallet).toMatchObject({ balanceCents: 0, history: [] });
  });

  it("refuses a deletion without the confirmation, or from another site", async () => {
    const member = await signedInMember(t, sender);
    for (const body of [{}, { confirm: false }, { confirm: "true" }, { confirm: true, x: 1 }, []]) {
      const response = await deleteAccount(member.browser, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    const notJson = await member.browser.request("/api/club/me", {
      method: "DELETE",
      body: "confirm=true",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    const elsewhere = member.browser.withSession({ origin: "https://evil.example" });
    expect((await deleteAccount(elsewhere)).status).toBe(403);
    // Still a member after all of it.
    expect((await me(member.browser)).status).toBe(200);
    const confirmMessage = await deleteAccount(member.browser, { confirm: false });
    expect(((await confirmMessage.json()) as { error: { message: string } }).error.message).toBe(
      "Confirme que quer excluir sua conta do Clube Frosty.",
    );
  });

  it("signs out with the members' Better Auth sign-out", async () => {
    const member = await signedInMember(t, sender);
    expect((await member.browser.post("/api/club/auth/sign-out")).status).toBe(200);
    expect((await me(member.browser)).status).toBe(401);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#server/auth/roles.ts";
import { staffAccessLog, staffInvitations } from "#server/db/schema.ts";
import {
  newStaffEmail,
  type SignedInStaff,
  signedInStaff,
  signedUpStaff,
  TestBrowser,
} from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import type {
  AcceptedInvitation,
  CreatedInvitation,
  Invitation,
  InvitationPreview,
} from "#shared/staff-invitation-schemas.ts";
import { INVITATION_DAYS } from "#shared/staff-team.ts";

const PUBLIC_ORIGIN = "http://localhost:3000";

let t: TestApp;
let hq: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  hq = await signedInStaff(t, { admin: true, name: "Bruna Sede" });
});
afterAll(() => t.database.dispose());

async function body<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

async function errorOf(response: Response, status: number) {
  return (await body<{ error: { code: string; message: string } }>(response, status)).error;
}

/** HQ invites the e-mail to the stores: the invitation and the token of its link. */
async function invite(email: string, storeIds: string[], by: SignedInStaff = hq) {
  const created = await body<CreatedInvitation>(
    await by.browser.post("/api/admin/team/invitations", { email, storeIds }),
    201,
  );
  const token = created.url.slice(`${PUBLIC_ORIGIN}/convite/`.length);
  return { ...created, token };
}

/** Someone who creates an account (signed in by it) from a browser of their own. */
const newAccount = (email = newStaffEmail(), name = "Pessoa Nova") =>
  signedUpStaff(t, { email, name });

const accept = (browser: TestBrowser, token: string) =>
  browser.post(`/api/invitations/${token}/accept`);
const preview = (token: string) => new TestBrowser(t).request(`/api/invitations/${token}`);

async function panelStores(browser: TestBrowser): Promise<string[] | number> {
  const response = await browser.request("/api/admin/session");
  if (response.status !== 200) return response.status;
  return ((await response.json()) as StaffSession).access.stores.map((store) => store.id);
}

const listed = async () =>
  body<Invitation[]>(await hq.browser.request("/api/admin/team/invitations"));

describe("an invitation's link", () => {
  it("is shown once, as PUBLIC_URL/convite/<token>, and only the token's hash is kept", async () => {
    const email = newStaffEmail();
    const { invitation, url, token } = await invite(` ${email.toUpperCase()} `, ["1", "86"]);
    expect(url).toMatch(/^http:\/\/localhost:3000\/convite\/[A-Za-z0-9_-]{43}$/);
    expect(invitation).toMatchObject({
      email,
      stores: [
        { id: "1", name: "Frosty Paulista" },
        { id: "86", name: "Frosty Boa Viagem" },
      ],
      createdBy: "Bruna Sede",
      status: "pending",
      acceptedAt: null,
      acceptedBy: null,
      revokedAt: null,
    });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(INVITATION_DAYS, 3);

    const [row] = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, invitation.id));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The list never shows it again.
    expect(JSON.stringify(await listed())).not.toContain(token);
  });

  it("shows, without a session, whom it is for, from whom, and which stores", async () => {
    const email = newStaffEmail();
    const { token, invitation } = await invite(email, ["86", "1"]);
    expect(await body<InvitationPreview>(await preview(token))).toEqual({
      email,
      invitedBy: "Bruna Sede",
      stores: [
        { id: "86", name: "Frosty Boa Viagem", city: "Recife", state: "PE" },
        { id: "1", name: "Frosty Paulista", city: "São Paulo", state: "SP" },
      ],
      expiresAt: invitation.expiresAt,
    });
    expect((await preview(token)).headers.get("cache-control")).toBe("no-store");
  });

  it("gives its stores to the signed-in account that accepts it, recorded as given by its creator", async () => {
    const { token, invitation } = await invite(newStaffEmail(), ["2", "3"]);
    const invitee = await newAccount(undefined, "Caio Convidado");
    expect(await panelStores(invitee.browser)).toBe(403);

    const accepted = await body<AcceptedInvitation>(await accept(invitee.browser, token));
    expect(accepted.stores.map((store) => store.id).sort()).toEqual(["2", "3"]);
    // On the very next request.
    expect(await panelStores(invitee.browser)).toEqual(["2", "3"]);

    const log = await t.database.db
      .select()
      .from(staffAccessLog)
      .where(eq(staffAccessLog.userId, invitee.userId));
    expect(
      log.map(({ action, storeId, byName, byUserId }) => ({ action, storeId, byName, byUserId })),
    ).toEqual(
      expect.arrayContaining([
        { action: "grant", storeId: "2", byName: "Bruna Sede", byUserId: hq.userId },
        { action: "grant", storeId: "3", byName: "Bruna Sede", byUserId: hq.userId },
      ]),
    );
    expect(log).toHaveLength(2);

    // HQ sees which account accepted it, and when that account was created.
    const seen = (await listed()).find((entry) => entry.id === invitation.id);
    expect(seen).toMatchObject({
      status: "accepted",
      acceptedBy: { id: invitee.userId, name: "Caio Convidado", email: invitee.email },
    });
    expect(Date.parse(seen?.acceptedBy?.createdAt ?? "")).toBeLessThanOrEqual(
      Date.parse(seen?.acceptedAt ?? ""),
    );
  });

  it("works once: a second acceptance, by anyone, is refused", async () => {
    const { token } = await invite(newStaffEmail(), ["4"]);
    const first = await newAccount();
    await body<AcceptedInvitation>(await accept(first.browser, token));

    const again = await accept(first.browser, token);
    const used = {
      code: "invitation_used",
      message: "Este convite já foi usado. Se precisar, peça outro à sede.",
    };
    expect(await errorOf(again, 410)).toEqual(used);
    const second = await newAccount();
    expect(await errorOf(await accept(second.browser, token), 410)).toEqual(used);
    expect(await errorOf(await preview(token), 410)).toEqual(used);
    expect(await panelStores(second.browser)).toBe(403);
  });

  it("is accepted by exactly one of two accounts that try at the same moment", async () => {
    const { token } = await invite(newStaffEmail(), ["5"]);
    const people = await Promise.all([newAccount(), newAccount(), newAccount()]);
    const statuses = await Promise.all(
      people.map((person) => accept(person.browser, token).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(people.length - 1);
    const granted = await Promise.all(people.map((person) => panelStores(person.browser)));
    expect(granted.filter((stores) => Array.isArray(stores))).toEqual([["5"]]);
  });

  it("does not work once expired", async () => {
    const { token, invitation } = await invite(newStaffEmail(), ["6"]);
    await t.database.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.id, invitation.id));
    const invitee = await newAccount();
    const expired = {
      code: "invitation_expired",
      message: "Este convite expirou. Peça outro à sede.",
    };
    expect(await errorOf(await accept(invitee.browser, token), 410)).toEqual(expired);
    expect(await errorOf(await preview(token), 410)).toEqual(expired);
    expect(await panelStores(invitee.browser)).toBe(403);
    expect((await listed()).find((entry) => entry.id === invitation.id)?.status).toBe("expired");
  });

  it("does not work once HQ revoked it; one already accepted cannot be revoked", async () => {
    const { token, invitation } = await invite(newStaffEmail(), ["7"]);
    const revoked = await body<Invitation>(
      await hq.browser.request(`/api/admin/team/invitations/${invitation.id}`, {
        method: "DELETE",
      }),
    );
    expect(revoked).toMatchObject({ id: invitation.id, status: "revoked" });
    expect(revoked.revokedAt).not.toBeNull();
    const invitee = await newAccount();
    expect(await errorOf(await accept(invitee.browser, token), 410)).toEqual({
      code: "invitation_revoked",
      message: "Este convite foi cancelado pela sede.",
    });
    expect(await panelStores(invitee.browser)).toBe(403);

    const other = await invite(newStaffEmail(), ["7"]);
    await body<AcceptedInvitation>(await accept(invitee.browser, other.token));
    const late = await hq.browser.request(`/api/admin/team/invitations/${other.invitation.id}`, {
      method: "DELETE",
    });
    expect((await errorOf(late, 409)).code).toBe("invitation_used");
    expect(await panelStores(invitee.browser)).toEqual(["7"]);
    const unknown = await hq.browser.request("/api/admin/team/invitations/nao-existe", {
      method: "DELETE",
    });
    expect((await errorOf(unknown, 404)).code).toBe("invitation_not_found");
  });

  it("dies with its creator's HQ access", async () => {
    const former = await signedInStaff(t, { admin: true, name: "Ex Sede" });
    const { token } = await invite(newStaffEmail(), ["8"], former);
    await changeRole(t.database.db, "revoke", { userId: former.userId }, ADMIN_ROLE);
    const invitee = await newAccount();
    expect((await errorOf(await accept(invitee.browser, token), 410)).message).toMatch(
      /quem o criou não é mais da sede/,
    );
    expect(await panelStores(invitee.browser)).toBe(403);
  });

  it("needs a session to be accepted, from a trusted origin, and a link that exists", async () => {
    const { token } = await invite(newStaffEmail(), ["9"]);
    expect(await errorOf(await accept(new TestBrowser(t), token), 401)).toEqual({
      code: "unauthorized",
      message: "Entre ou crie sua conta para aceitar o convite",
    });
    const invitee = await newAccount();
    const elsewhere = invitee.browser.withSession({
      ip: invitee.browser.ip,
      origin: "https://outro-site.example",
    });
    expect((await errorOf(await accept(elsewhere, token), 403)).code).toBe("invalid_origin");
    expect(await panelStores(invitee.browser)).toBe(403);

    // One character changed: a token whose last character is already "A" gets an "E" (both end
    // a 32-byte token in base64url), or the "wrong" link would be the right one 1 time in 16.
    const changed = `${token.slice(0, -1)}${token.endsWith("A") ? "E" : "A"}`;
    for (const wrong of [changed, "abc", "a".repeat(43)]) {
      expect((await errorOf(await accept(invitee.browser, wrong), 404)).code).toBe(
        "invitation_not_found",
      );
    }
    // The right link still works afterwards.
    await body<AcceptedInvitation>(await accept(invitee.browser, token));
  });
});

describe("an account someone registered first with the staff member's address", () => {
  it("gets no store from an invitation to that address whose link it does not hold", async () => {
    // The outsider signs up with the address HQ is about to invite, before the real person.
    const address = newStaffEmail();
    const lookAlike = await newAccount(address, "Ana Lima");
    const { token, invitation } = await invite(address, ["10"]);

    // Without the link there is nothing to accept; guessing gets a 404.
    expect(await panelStores(lookAlike.browser)).toBe(403);
    const guess = await accept(lookAlike.browser, "x".repeat(43));
    expect(guess.status).toBe(404);

    // The real person, holding the link, cannot sign in to the look-alike's account: they make
    // their own (with another address) and accept with it.
    const real = await newAccount(newStaffEmail(), "Ana Lima");
    await body<AcceptedInvitation>(await accept(real.browser, token));
    expect(await panelStores(real.browser)).toEqual(["10"]);
    expect(await panelStores(lookAlike.browser)).toBe(403);

    // HQ sees that the account that accepted is not the one with the invited address.
    const seen = (await listed()).find((entry) => entry.id === invitation.id);
    expect(seen?.email).toBe(address);
    expect(seen?.acceptedBy?.email).toBe(real.email);
  });
});

describe("creating invitations", () => {
  it("refuses unknown stores (404) and a bad e-mail or no store (422), creating nothing", async () => {
    const before = (await t.database.db.select().from(staffInvitations)).length;
    const create = (input: unknown) => hq.browser.post("/api/admin/team/invitations", input);
    expect(
      await errorOf(await create({ email: newStaffEmail(), storeIds: ["1", "999"] }), 404),
    ).toEqual({ code: "store_not_found", message: "Loja não encontrada: 999" });
    for (const input of [
      { email: "sem-arroba", storeIds: ["1"] },
      { email: newStaffEmail(), storeIds: [] },
      { email: newStaffEmail() },
      { storeIds: ["1"] },
      { email: newStaffEmail(), storeIds: ["1"], role: ADMIN_ROLE },
    ]) {
      expect((await create(input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await t.database.db.select().from(staffInvitations)).length).toBe(before);
  });

  it("lists pending invitations first", async () => {
    const pending = await invite(newStaffEmail(), ["11"]);
    const list = await listed();
    const firstOther = list.findIndex((entry) => entry.status !== "pending");
    const mine = list.findIndex((entry) => entry.id === pending.invitation.id);
    expect(mine).toBeGreaterThanOrEqual(0);
    if (firstOther >= 0) expect(mine).toBeLessThan(firstOther);
  });
});

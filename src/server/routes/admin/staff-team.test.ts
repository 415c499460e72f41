import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENTS_CHANNEL } from "#server/services/events/events-channel.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { ACCESS_LOG_PAGE_SIZE } from "#shared/staff-team.ts";
import type { AccessLogPage, TeamChange, TeamMember } from "#shared/staff-team-schemas.ts";

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

const team = async () => body<TeamMember[]>(await hq.browser.request("/api/admin/team"));
const grant = (input: unknown) => hq.browser.post("/api/admin/team/grants", input);
const revoke = (userId: string, storeId?: string) =>
  hq.browser.request(`/api/admin/team/${userId}/stores${storeId ? `/${storeId}` : ""}`, {
    method: "DELETE",
  });

async function sessionOf(member: SignedInStaff): Promise<StaffSession | number> {
  const response = await member.browser.request("/api/admin/session");
  return response.status === 200 ? ((await response.json()) as StaffSession) : response.status;
}

async function errorOf(response: Response, status: number) {
  return (await body<{ error: { code: string; message: string } }>(response, status)).error;
}

describe("the team (Equipe)", () => {
  it("lists HQ first, then store staff with their stores, who granted them and when", async () => {
    const ana = await signedInStaff(t, { name: "Ana Loja", stores: ["2", "1"] });
    const stranger = await signedInStaff(t, { name: "Sem Acesso" });
    const members = await team();

    expect(members.findIndex((member) => member.id === hq.userId)).toBeLessThan(
      members.findIndex((member) => member.id === ana.userId),
    );
    expect(members.every((member) => member.hq !== null || member.stores.length > 0)).toBe(true);
    expect(members.some((member) => member.id === stranger.userId)).toBe(false);

    const me = members.find((member) => member.id === hq.userId);
    expect(me).toMatchObject({
      name: "Bruna Sede",
      email: hq.email,
      hq: { grantedBy: "linha de comando" },
      stores: [],
    });
    expect(Date.parse(me?.hq?.since ?? "")).toBeGreaterThan(Date.now() - 60_000);

    const member = members.find((entry) => entry.id === ana.userId);
    expect(member).toMatchObject({ name: "Ana Loja", email: ana.email, hq: null });
    // When the account was made: HQ can tell one made before the person was invited.
    expect(Date.parse(member?.createdAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(member?.stores.map(({ id, name, grantedBy }) => ({ id, name, grantedBy }))).toEqual([
      { id: "1", name: "Frosty Paulista", grantedBy: "linha de comando" },
      { id: "2", name: "Frosty Pinheiros", grantedBy: "linha de comando" },
    ]);
  });

  it("is HQ's alone: store staff get 403, strangers 401", async () => {
    const staff = await signedInStaff(t, { stores: ["1"] });
    for (const path of [
      "/api/admin/team",
      "/api/admin/team/invitations",
      "/api/admin/team/access-log",
    ]) {
      expect((await errorOf(await staff.browser.request(path), 403)).code).toBe("hq_only");
      expect((await new TestBrowser(t).request(path)).status).toBe(401);
    }
    const denied = await staff.browser.post("/api/admin/team/grants", {
      userId: staff.userId,
      storeIds: ["2"],
    });
    expect((await errorOf(denied, 403)).code).toBe("hq_only");
    expect(await sessionOf(staff)).toMatchObject({ access: { stores: [{ id: "1" }] } });
  });
});

describe("granting stores", () => {
  it("adds stores to someone already in the team, by id, recorded with the HQ member who did it", async () => {
    const bia = await signedInStaff(t, { name: "Bia Balcão", stores: ["3"] });

    const change = await body<TeamChange>(
      await grant({ userId: bia.userId, storeIds: ["3", "1", "1"] }),
    );
    expect(change.storeIds).toEqual(["1"]);
    expect(change.member?.stores.map((store) => [store.id, store.grantedBy])).toEqual([
      ["1", "Bruna Sede"],
      ["3", "linha de comando"],
    ]);
    // On the very next request.
    const session = (await sessionOf(bia)) as StaffSession;
    expect(session.access.stores.map((store) => store.id)).toEqual(["1", "3"]);
  });

  it("never gives a store to an account that is not in the team yet: a newcomer is invited (409)", async () => {
    // Someone signed up with the address HQ has in mind, before the real person did.
    const lookAlike = await signedInStaff(t, { name: "Bia Balcão" });
    const refused = await grant({ userId: lookAlike.userId, storeIds: ["1"] });
    expect(await errorOf(refused, 409)).toEqual({
      code: "not_in_team",
      message:
        "Esta conta ainda não é da equipe. Para alguém novo, crie um convite (botão Convidar).",
    });
    // Nor by its e-mail, the way the panel used to.
    expect((await grant({ email: lookAlike.email, storeIds: ["1"] })).status).toBe(422);
    expect(await sessionOf(lookAlike)).toBe(403);
    // The search that found accounts by e-mail is gone.
    expect(
      (await hq.browser.request(`/api/admin/team/accounts?email=${lookAlike.email}`)).status,
    ).toBe(404);
  });

  it("answers 404 in Portuguese for an unknown account or store, and grants nothing", async () => {
    const caio = await signedInStaff(t, { stores: ["2"] });
    expect(await errorOf(await grant({ userId: "u-nao-existe", storeIds: ["1"] }), 404)).toEqual({
      code: "account_not_found",
      message: "Conta não encontrada",
    });
    expect(
      await errorOf(await grant({ userId: caio.userId, storeIds: ["1", "999"] }), 404),
    ).toEqual({
      code: "store_not_found",
      message: "Loja não encontrada: 999",
    });
    expect((await sessionOf(caio)) as StaffSession).toMatchObject({
      access: { stores: [{ id: "2" }] },
    });
  });

  it("refuses a body that names no account, no store, an e-mail or a role (422)", async () => {
    const dani = await signedInStaff(t, { stores: ["2"] });
    for (const input of [
      { storeIds: ["1"] },
      { userId: dani.userId, email: dani.email, storeIds: ["1"] },
      { userId: dani.userId, storeIds: [] },
      { userId: dani.userId },
      { userId: dani.userId, storeIds: ["1"], role: ADMIN_ROLE },
      { userId: dani.userId, storeIds: [1] },
    ]) {
      expect((await grant(input)).status, JSON.stringify(input)).toBe(422);
    }
    expect((await sessionOf(dani)) as StaffSession).toMatchObject({
      access: { hq: false, stores: [{ id: "2" }] },
    });
  });
});

describe("revoking stores", () => {
  it("takes effect on the very next request: 403 when no store is left", async () => {
    const edu = await signedInStaff(t, { stores: ["5"] });
    expect((await edu.browser.request("/api/admin/stores")).status).toBe(200);

    const change = await body<TeamChange>(await revoke(edu.userId, "5"));
    expect(change).toEqual({ member: null, storeIds: ["5"] });
    expect((await edu.browser.request("/api/admin/stores")).status).toBe(403);
    expect(await sessionOf(edu)).toBe(403);
  });

  it("takes one store: it is gone from the session, and its hours refuse the member", async () => {
    const fabi = await signedInStaff(t, { stores: ["1", "2"] });
    const change = await body<TeamChange>(await revoke(fabi.userId, "2"));
    expect(change.member?.stores.map((store) => store.id)).toEqual(["1"]);

    const session = (await sessionOf(fabi)) as StaffSession;
    expect(session.access.stores.map((store) => store.id)).toEqual(["1"]);
    const hours = await fabi.browser.request("/api/admin/stores/2/hours", {
      method: "PUT",
      json: { acceptsOrders: true, openingHours: null },
    });
    expect((await errorOf(hours, 403)).code).toBe("other_store");
  });

  it("takes every store at once", async () => {
    const gabi = await signedInStaff(t, { stores: ["1", "2", "3"] });
    const change = await body<TeamChange>(await revoke(gabi.userId));
    expect(change.member).toBeNull();
    expect(change.storeIds.sort()).toEqual(["1", "2", "3"]);
    expect(await sessionOf(gabi)).toBe(403);
    // Nothing left to take is not an error.
    expect(await body<TeamChange>(await revoke(gabi.userId))).toEqual({
      member: null,
      storeIds: [],
    });
  });

  it("announces the change, so the member's open live streams end", async () => {
    // Heard as every instance hears it (the stream closing on it is the event stream's test).
    const hugo = await signedInStaff(t, { stores: ["6"] });
    const heard: unknown[] = [];
    const unsubscribe = await t.database.events.listen(EVENTS_CHANNEL, {
      onPayload: (payload) => heard.push(JSON.parse(payload)),
    });
    try {
      await body<TeamChange>(await revoke(hugo.userId, "6"));
      await expect
        .poll(() => heard)
        .toContainEqual({ type: "staff.access_changed", userId: hugo.userId });
    } finally {
      await unsubscribe();
    }
  });

  it("answers 404 for an unknown account, store or a store the account is not staff of", async () => {
    const ivo = await signedInStaff(t, { stores: ["1"] });
    expect((await errorOf(await revoke("u-nao-existe", "1"), 404)).code).toBe("account_not_found");
    expect((await errorOf(await revoke("u-nao-existe"), 404)).code).toBe("account_not_found");
    expect(await errorOf(await revoke(ivo.userId, "999"), 404)).toEqual({
      code: "store_not_found",
      message: "Loja não encontrada: 999",
    });
    expect(await errorOf(await revoke(ivo.userId, "2"), 404)).toEqual({
      code: "membership_not_found",
      message: "Esta pessoa não é da equipe desta loja",
    });
    expect((await sessionOf(ivo)) as StaffSession).toMatchObject({
      access: { stores: [{ id: "1" }] },
    });
  });

  it("never takes the admin role: HQ keeps it even taking every store from themselves", async () => {
    await body<TeamChange>(await grant({ userId: hq.userId, storeIds: ["7"] }));
    const change = await body<TeamChange>(await revoke(hq.userId));
    expect(change.storeIds).toEqual(["7"]);
    expect(change.member).toMatchObject({ id: hq.userId, hq: { grantedBy: "linha de comando" } });
    expect(await sessionOf(hq)).toMatchObject({ roles: [ADMIN_ROLE], access: { hq: true } });
    for (const [method, path] of [
      ["DELETE", `/api/admin/team/${hq.userId}/role`],
      ["DELETE", `/api/admin/team/${hq.userId}`],
      ["POST", `/api/admin/team/${hq.userId}/role`],
      ["PUT", `/api/admin/team/${hq.userId}`],
    ] as const) {
      const response = await hq.browser.request(path, { method, json: { role: ADMIN_ROLE } });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await sessionOf(hq)).toMatchObject({ access: { hq: true } });
  });
});

describe("the access log", () => {
  it("lists every grant and revoke, newest first: what, to whom, by whom", async () => {
    const jo = await signedInStaff(t, { name: "Jô Caixa", stores: ["9"] });
    await body<TeamChange>(await grant({ userId: jo.userId, storeIds: ["8"] }));
    await body<TeamChange>(await revoke(jo.userId, "8"));

    const log = await body<AccessLogPage>(await hq.browser.request("/api/admin/team/access-log"));
    expect(log.page).toBe(1);
    expect(log.pageSize).toBe(ACCESS_LOG_PAGE_SIZE);
    expect(log.total).toBeGreaterThanOrEqual(log.entries.length);
    const [revoked, granted] = log.entries;
    expect(revoked).toMatchObject({
      action: "revoke",
      account: { id: jo.userId, email: jo.email, name: "Jô Caixa", createdAt: expect.any(String) },
      role: null,
      store: { id: "8", name: expect.any(String) },
      by: "Bruna Sede",
    });
    expect(granted).toMatchObject({ action: "grant", store: { id: "8" }, by: "Bruna Sede" });
    expect(Date.parse(revoked?.at ?? "")).toBeGreaterThanOrEqual(Date.parse(granted?.at ?? ""));
  });

  it("records the admin role given from the shell, and pages through the rest", async () => {
    // More than a page of entries, whatever ran before.
    const many = Array.from({ length: ACCESS_LOG_PAGE_SIZE + 1 }, (_, index) => String(index + 1));
    const member = await signedInStaff(t, { stores: ["9"] });
    await body<TeamChange>(await grant({ userId: member.userId, storeIds: many }));
    const first = await body<AccessLogPage>(await hq.browser.request("/api/admin/team/access-log"));
    const pages = Math.ceil(first.total / ACCESS_LOG_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);
    const last = await body<AccessLogPage>(
      await hq.browser.request(`/api/admin/team/access-log?page=${pages}`),
    );
    expect(last.entries.length).toBe(first.total - (pages - 1) * ACCESS_LOG_PAGE_SIZE);
    // The oldest entry of all: this file's HQ member getting the admin role.
    expect(last.entries.at(-1)).toMatchObject({
      action: "grant",
      role: ADMIN_ROLE,
      store: null,
      account: { id: hq.userId },
      by: "linha de comando",
    });
    const beyond = await body<AccessLogPage>(
      await hq.browser.request(`/api/admin/team/access-log?page=${pages + 1}`),
    );
    expect(beyond.entries).toEqual([]);
    for (const page of ["0", "-1", "1.5", "x", "100001"]) {
      const response = await hq.browser.request(`/api/admin/team/access-log?page=${page}`);
      expect((await errorOf(response, 422)).message, page).toBe("Página inválida");
    }
  });
});

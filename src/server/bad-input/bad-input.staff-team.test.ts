/**
 * Bad input against the team's endpoints (Equipe), as HQ: unknown and unstorable accounts and
 * store ids in grants and revokes, invitations for any e-mail and stores, access-log pages out
 * of range. Never a 5xx; an unknown account, store or invitation is a 404, bad input a 422, and
 * a refusal changes no membership, role, invitation or log entry.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { MAX_ACCESS_LOG_PAGE } from "#shared/staff-team.ts";
import {
  badSegment,
  encodeUrlPart,
  nastyString,
  nastyValue,
  runs,
  unknownId,
} from "./arbitraries.ts";
import { describeRequest, type Harness, harness, type RequestSpec } from "./checks.ts";

let t: TestApp;
let hq: SignedInStaff;
let member: SignedInStaff;
/** An account in no team: the panel never gives it a store (it is invited instead). */
let outsider: SignedInStaff;
let check: Harness;

beforeAll(async () => {
  t = await createTestApp();
  hq = await signedInStaff(t, { admin: true });
  member = await signedInStaff(t, { stores: ["1"] });
  outsider = await signedInStaff(t);
  check = harness(t.database.db, (path, init) => hq.browser.request(path, init));
});
afterAll(() => t.database.dispose());

const jsonBody = (body: unknown, kind: string) => ({
  text: JSON.stringify(body),
  contentType: "application/json",
  kind,
});

/** What the schema would trim to one of the seed's store ids ("1".."138"). */
const looksLikeAStore = (value: unknown) =>
  typeof value === "string" && /^\s*\d{1,3}\s*$/.test(value);
/** A store id that no store has. */
const notAStore = fc.oneof(unknownId, nastyString).filter((id) => !looksLikeAStore(id));

/** A fingerprint of the invitations: a refused request creates or cancels none. */
async function invitationsFingerprint(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select coalesce(md5(string_agg(i::text, '|' order by i::text)), '') as f from staff_invitations i`,
  );
  return String((result as unknown as { rows: { f: string }[] }).rows[0]?.f);
}

/** The member is still staff of store 1 alone: no refused request gave or took anything. */
async function expectMemberUnchanged(): Promise<void> {
  const response = await member.browser.request("/api/admin/session");
  expect(response.status).toBe(200);
  const session = (await response.json()) as StaffSession;
  expect(session.access.stores.map((store) => store.id)).toEqual(["1"]);
}

describe("granting stores with bad input", () => {
  it("refuses unknown accounts and stores (404), newcomers (409) and malformed bodies (422), changing nothing", async () => {
    const account = fc.oneof(
      fc.record({ userId: fc.oneof(nastyString, unknownId) }),
      fc.constant({ userId: member.userId }),
      fc.constant({ userId: outsider.userId }),
      fc.record({ email: fc.oneof(nastyString, fc.constant(member.email)) }),
      fc.record({ userId: nastyValue, email: nastyValue }, { requiredKeys: [] }),
    );
    const storeIds = fc.oneof(
      fc.array(notAStore, { minLength: 1, maxLength: 4 }).map((ids) => ["2", ...ids]),
      fc.array(nastyValue, { maxLength: 3 }).filter((ids) => !ids.some(looksLikeAStore)),
      nastyValue,
    );
    await fc.assert(
      fc.asyncProperty(account, storeIds, async (who, stores) => {
        const spec: RequestSpec = {
          method: "POST",
          path: "/api/admin/team/grants",
          body: jsonBody({ ...who, storeIds: stores }, "grant"),
        };
        const answer = await check.sendBad(spec);
        expect([404, 409, 422], describeRequest(spec)).toContain(answer.status);
      }),
      {
        numRuns: runs(40),
        examples: [
          [{ userId: member.userId }, ["2", "a\u0000b"]],
          [{ userId: "a\u0000b" }, ["2"]],
          [{ userId: member.userId }, ["2", "\ud800"]],
          [{ email: member.email }, ["2"]],
          [{ userId: outsider.userId }, ["2"]],
          [{ userId: member.userId }, Array.from({ length: 501 }, (_, index) => String(index))],
        ],
      },
    );
    await expectMemberUnchanged();
    expect((await outsider.browser.request("/api/admin/session")).status).toBe(403);
  });
});

describe("inviting with bad input", () => {
  it("refuses bad e-mails and stores (422), unknown stores (404), creating nothing", async () => {
    const email = fc.oneof(
      nastyValue,
      nastyString,
      fc.constantFrom("sem-arroba", "a@", "@b.co", "a b@c.co", `${"a".repeat(250)}@b.co`, ""),
    );
    const storeIds = fc.oneof(
      fc.array(notAStore, { minLength: 1, maxLength: 4 }).map((ids) => ["2", ...ids]),
      fc.array(nastyValue, { maxLength: 3 }).filter((ids) => !ids.some(looksLikeAStore)),
      nastyValue,
    );
    const before = await invitationsFingerprint();
    await fc.assert(
      fc.asyncProperty(email, storeIds, async (address, stores) => {
        const spec: RequestSpec = {
          method: "POST",
          path: "/api/admin/team/invitations",
          body: jsonBody({ email: address, storeIds: stores }, "invitation"),
        };
        const answer = await check.sendBad(spec);
        expect([404, 422], describeRequest(spec)).toContain(answer.status);
      }),
      {
        numRuns: runs(40),
        examples: [
          ["ana@frosty.test", ["2", "a\u0000b"]],
          ["ana\u0000@frosty.test", ["2"]],
          ["ana@frosty.test", ["999"]],
          ["ana@frosty.test", []],
          ["\ud800@frosty.test", ["2"]],
        ],
      },
    );
    expect(await invitationsFingerprint()).toBe(before);
  });

  it("answers 404 for a bad invitation id in the path, cancelling nothing", async () => {
    const before = await invitationsFingerprint();
    await fc.assert(
      fc.asyncProperty(badSegment, async (segment) => {
        const spec: RequestSpec = {
          method: "DELETE",
          path: `/api/admin/team/invitations/${segment}`,
        };
        const answer = await check.sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(404);
      }),
      { numRuns: runs(30), examples: [["a%00b"], ["%ED%A0%80"], ["1"]] },
    );
    expect(await invitationsFingerprint()).toBe(before);
  });
});

describe("revoking stores with bad ids in the path", () => {
  it("answers 404, never a 5xx, and takes nothing", async () => {
    const memberId = encodeUrlPart(member.userId);
    const paths: Record<string, (segment: string) => string> = {
      store: (segment) => `/api/admin/team/${memberId}/stores/${segment}`,
      account: (segment) => `/api/admin/team/${segment}/stores/1`,
      every: (segment) => `/api/admin/team/${segment}/stores`,
    };
    // Store 1 is the member's: taking it would be a valid request.
    const segments = badSegment.filter((segment) => segment !== "1");
    await fc.assert(
      fc.asyncProperty(
        segments,
        fc.constantFrom("store", "account", "every"),
        async (segment, which) => {
          const spec: RequestSpec = { method: "DELETE", path: paths[which]?.(segment) ?? "" };
          const answer = await check.sendBad(spec);
          expect(answer.status, describeRequest(spec)).toBe(404);
        },
      ),
      {
        numRuns: runs(40),
        examples: [
          ["a%00b", "store"],
          ["a%00b", "account"],
          ["a%00b", "every"],
          ["%ED%A0%80", "store"],
          ["2", "store"],
        ],
      },
    );
    await expectMemberUnchanged();
  });
});

describe("the access log's pages", () => {
  it("are taken from 1 to the last allowed, and refused with a 422 otherwise", async () => {
    const page = fc.oneof(
      fc.integer({ min: -5, max: MAX_ACCESS_LOG_PAGE + 5 }).map(String),
      fc.constantFrom("0", "1.5", "1e3", "x", "", "%00", "99999999999999999999", "NaN", "-0"),
    );
    await fc.assert(
      fc.asyncProperty(page, async (value) => {
        const spec: RequestSpec = {
          method: "GET",
          path: `/api/admin/team/access-log?page=${value}`,
        };
        const answer = await check.send(spec);
        const number = Number(value);
        const valid = Number.isInteger(number) && number >= 1 && number <= MAX_ACCESS_LOG_PAGE;
        expect(answer.status, describeRequest(spec)).toBe(valid ? 200 : 422);
      }),
      { numRuns: runs(30), examples: [["0"], ["1"], [String(MAX_ACCESS_LOG_PAGE + 1)], ["1e3"]] },
    );
  });
});

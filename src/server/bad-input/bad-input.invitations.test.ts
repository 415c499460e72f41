/**
 * Bad input against an invitation's link (/api/invitations/<token>), with and without a session:
 * any path segment, any body. Never a 5xx; a link that names no invitation is a 404 (or 401 to
 * accept without a session), in the one error shape, and nothing is granted or accepted.
 */

import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { badBody, badSegment, runs } from "./arbitraries.ts";
import { describeRequest, type Harness, harness, type RequestSpec, requestInit } from "./checks.ts";

let t: TestApp;
let invitee: SignedInStaff;
let signedIn: Harness;
let anonymous: Harness;
/** A real, pending invitation's token: bad input must leave it pending. */
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const hq = await signedInStaff(t, { admin: true });
  const created = await hq.browser.post("/api/admin/team/invitations", {
    email: "convidada@frosty.test",
    storeIds: ["1"],
  });
  token = ((await created.json()) as { url: string }).url.split("/").at(-1) ?? "";
  invitee = await signedInStaff(t);
  signedIn = harness(t.database.db, (path, init) => invitee.browser.request(path, init));
  anonymous = harness(t.database.db, (path, init) => new TestBrowser(t).request(path, init));
});
afterAll(() => t.database.dispose());

async function invitationsFingerprint(): Promise<string> {
  const result = await t.database.db.execute(
    sql`select coalesce(md5(string_agg(i::text, '|' order by i::text)), '') as f from staff_invitations i`,
  );
  return String((result as unknown as { rows: { f: string }[] }).rows[0]?.f);
}

/** Made-up tokens: the right shape but unknown, one character off the real one, or anything. */
const notAToken = fc.oneof(
  badSegment,
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.constantFrom("%2e%2e", "..", "a".repeat(43), "a".repeat(44)),
);

describe("an invitation's link with bad input", () => {
  it("answers 404 to read or accept a token that names no invitation, never a 5xx", async () => {
    const before = await invitationsFingerprint();
    await fc.assert(
      fc.asyncProperty(notAToken, fc.boolean(), async (segment, accepting) => {
        const spec: RequestSpec = accepting
          ? { method: "POST", path: `/api/invitations/${segment}/accept` }
          : { method: "GET", path: `/api/invitations/${segment}` };
        const answer = await signedIn.sendBad(spec);
        expect(answer.status, describeRequest(spec)).toBe(404);
        const stranger = await anonymous.sendBad(spec);
        expect(accepting ? [401, 404] : [404], describeRequest(spec)).toContain(stranger.status);
      }),
      {
        numRuns: runs(40),
        examples: [
          ["a%00b", true],
          ["%ED%A0%80", false],
          [`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, true],
          [token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), true],
        ],
      },
    );
    expect(await invitationsFingerprint()).toBe(before);
    expect((await invitee.browser.request("/api/admin/session")).status).toBe(403);
  });

  it("ignores any body sent to accept, and a GET with one", async () => {
    const before = await invitationsFingerprint();
    await fc.assert(
      fc.asyncProperty(badBody({}), async (body) => {
        const spec: RequestSpec = {
          method: "POST",
          path: `/api/invitations/${"x".repeat(43)}/accept`,
          body,
        };
        const answer = await signedIn.sendBad(spec);
        expect([404, 413], describeRequest(spec)).toContain(answer.status);
      }),
      { numRuns: runs(20) },
    );
    expect(await invitationsFingerprint()).toBe(before);
    // The real link was never touched, and still opens.
    const response = await t.request(
      `/api/invitations/${token}`,
      requestInit({ method: "GET", path: "" }),
    );
    expect(response.status).toBe(200);
  });
});

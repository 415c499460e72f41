/**
 * Bad input against the staff sign-in and sign-up (Better Auth at /api/auth): never a 5xx, a
 * refusal is JSON with a pt-BR message (Better Auth's `{ code, message }`, which the login page
 * reads, or the app's own error shape for what the app refuses first, such as a body over the
 * limit), a refusal creates no account, and signing in still works afterwards.
 */
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "#server/db/schema.ts";
import {
  newStaffEmail,
  type SignedInStaff,
  signedInStaff,
  TEST_PASSWORD,
  TestBrowser,
} from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { type BodySpec, badBody, badHeaderValue, runs } from "./arbitraries.ts";
import {
  describeRequest,
  expectErrorShape,
  expectPortuguese,
  expectSafeAnswer,
  type RequestSpec,
  requestInit,
} from "./checks.ts";

let t: TestApp;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t);
});
afterAll(() => t.database.dispose());

/** Better Auth's refusals are `{ code, message }`; the app's own are `{ error: … }`. */
function expectAuthError(body: unknown, context: string): void {
  if (typeof body === "object" && body !== null && "error" in body) {
    expectErrorShape(body, context);
    return;
  }
  expect(body, context).toBeTypeOf("object");
  const { code, message } = body as { code?: unknown; message?: unknown };
  expect(code, context).toBeTypeOf("string");
  expectPortuguese(message, context);
}

async function accountCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  const [credentials] = await t.database.db.select({ n: count() }).from(accounts);
  return (row?.n ?? 0) * 1_000_000 + (credentials?.n ?? 0);
}

/** Most requests come from an address of their own; some share one, to meet the rate limit. */
const SHARED_IP = "10.250.250.250";
const clientIp = fc.oneof(
  { weight: 4, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant(SHARED_IP) },
);

async function sendAuth(spec: RequestSpec, ip: string | null) {
  const browser = new TestBrowser(t, ip ?? undefined);
  const before = await accountCount();
  const response = await browser.request(spec.path, requestInit(spec));
  const answer = await expectSafeAnswer(response, describeRequest(spec), expectAuthError);
  if (answer.status >= 400) {
    expect(await accountCount(), `${describeRequest(spec)} created an account`).toBe(before);
  }
  return answer;
}

async function expectSignInStillWorks(): Promise<void> {
  const browser = new TestBrowser(t);
  const response = await browser.signIn(staff.email);
  expect(response.status, await response.clone().text()).toBe(200);
  const session = await browser.request("/api/auth/get-session");
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(staff.email);
}

const KNOWN_BAD_TEXT = ["a\u0000b", "\udc00\udc00", "x\ud800", "<script>window.__xss=1</script>"];

/** An example run: the body as JSON, from an address of its own. */
function knownBad(body: unknown): [BodySpec, string | null] {
  return [{ text: JSON.stringify(body), contentType: "application/json", kind: "known bad" }, null];
}

describe("/api/auth with bad input", () => {
  it("POST /api/auth/sign-in/email", async () => {
    const valid = { email: staff.email, password: TEST_PASSWORD };
    await fc.assert(
      fc.asyncProperty(badBody(valid), clientIp, async (body, ip) => {
        const spec: RequestSpec = { method: "POST", path: "/api/auth/sign-in/email", body };
        const answer = await sendAuth(spec, ip);
        // Only the right e-mail and password sign in, however the rest of the body is mangled.
        if (answer.status < 400) {
          const sent = JSON.parse(body.text ?? "null") as { email?: unknown; password?: unknown };
          expect(sent.password, describeRequest(spec)).toBe(TEST_PASSWORD);
          expect(String(sent.email).toLowerCase().trim(), describeRequest(spec)).toBe(staff.email);
        }
      }),
      {
        numRuns: runs(25),
        examples: KNOWN_BAD_TEXT.flatMap((text) => [
          knownBad({ email: text, password: text }),
          knownBad({ email: staff.email, password: text }),
        ]),
      },
    );
    await expectSignInStillWorks();
  });

  it("POST /api/auth/sign-up/email", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constant(null)
          .chain(() =>
            badBody({ name: "Equipe Frosty", email: newStaffEmail(), password: TEST_PASSWORD }),
          ),
        clientIp,
        async (body, ip) => {
          const spec: RequestSpec = { method: "POST", path: "/api/auth/sign-up/email", body };
          await sendAuth(spec, ip);
        },
      ),
      {
        numRuns: runs(25),
        examples: KNOWN_BAD_TEXT.map((text) =>
          knownBad({ name: text, email: newStaffEmail(), password: TEST_PASSWORD }),
        ),
      },
    );
    await expectSignInStillWorks();
  });

  it("GET /api/auth/get-session with forged cookies is no session, never an error", async () => {
    await fc.assert(
      fc.asyncProperty(badHeaderValue, async (cookie) => {
        const spec: RequestSpec = {
          method: "GET",
          path: "/api/auth/get-session",
          headers: { cookie: `frosty.session_token=${cookie}` },
        };
        const answer = await sendAuth(spec, null);
        expect(answer.status, describeRequest(spec)).toBe(200);
        expect(answer.json, describeRequest(spec)).toBeNull();
      }),
      { numRuns: runs(15) },
    );
    const [live] = await t.database.db.select({ n: count() }).from(sessions);
    expect(live?.n).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStaffEmail, signedInStaff, TEST_PASSWORD, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { COMMON_PASSWORD_COUNT, isCommonPassword } from "./common-passwords.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

async function errorOf(response: Response): Promise<{ code: string; message: string }> {
  return (await response.json()) as { code: string; message: string };
}

describe("the common-password list", () => {
  it("holds about two hundred of the passwords people pick first, in any case", () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(200);
    for (const password of ["123456", "password", "senha123", "12345678", "qwerty", "abc123"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword("Brasil")).toBe(true);
    expect(isCommonPassword("SENHA123")).toBe(true);
    expect(isCommonPassword(TEST_PASSWORD)).toBe(false);
  });
});

describe("sign-up's password and name rules", () => {
  it("refuses a common password with a pt-BR message, whatever its case", async () => {
    for (const password of ["senha123", "Brasil", "12345678", "QWERTY"]) {
      const response = await new TestBrowser(t).signUp({ email: newStaffEmail(), password });
      expect(response.status, password).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: "PASSWORD_TOO_COMMON",
        message: "Essa senha é muito comum. Escolha outra.",
      });
    }
  });

  it("refuses a password shorter than 6 characters, and accepts 6", async () => {
    const short = await new TestBrowser(t).signUp({ email: newStaffEmail(), password: "k9#xZ" });
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toEqual({
      code: "PASSWORD_TOO_SHORT",
      message: "A senha deve ter pelo menos 6 caracteres",
    });
    const six = await new TestBrowser(t).signUp({ email: newStaffEmail(), password: "k9#xZq" });
    expect(six.status).toBe(200);
  });

  it("requires the full name", async () => {
    for (const name of ["", "   "]) {
      const response = await new TestBrowser(t).signUp({ email: newStaffEmail(), name });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toEqual({
        code: "NAME_REQUIRED",
        message: "Informe seu nome completo",
      });
    }
    const tooLong = await new TestBrowser(t).signUp({
      email: newStaffEmail(),
      name: "a".repeat(121),
    });
    expect((await errorOf(tooLong)).code).toBe("NAME_TOO_LONG");
    const nul = await new TestBrowser(t).signUp({ email: newStaffEmail(), name: "Ana\u0000" });
    expect((await errorOf(nul)).code).toBe("NAME_INVALID");
  });

  it("refuses a malformed e-mail with a pt-BR message", async () => {
    const response = await new TestBrowser(t).signUp({ email: "nao-e-um-email" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: "VALIDATION_ERROR",
      message: "Informe um e-mail válido",
    });
  });

  it("applies the same list when a signed-in user changes the password", async () => {
    const { browser } = await signedInStaff(t);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: TEST_PASSWORD,
      newPassword: "senha123",
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("PASSWORD_TOO_COMMON");
  });
});

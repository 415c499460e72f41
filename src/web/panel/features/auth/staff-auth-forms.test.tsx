import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newStaffEmail, TEST_PASSWORD, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import { renderInApp } from "#web/testing/render.tsx";

let t: TestApp;
/** The browser of the current test: the form's requests carry its cookies. */
let browser: TestBrowser;
let SignUpForm: typeof import("./staff-auth-forms.tsx").SignUpForm;
let EMAIL_TAKEN: string;
beforeAll(async () => {
  t = await createTestApp();
  // Better Auth's client keeps the fetch it finds when it is made: stub it first.
  vi.stubGlobal("fetch", (...args: Parameters<typeof fetch>) => fetchFromApp(t, browser)(...args));
  ({ SignUpForm } = await import("./staff-auth-forms.tsx"));
  ({ EMAIL_TAKEN } = await import("./sign-up.ts"));
});
afterAll(() => t.database.dispose());

beforeEach(() => {
  // A page of the shop at jsdom's address, where the auth client sends its requests.
  browser = new TestBrowser(t, undefined, window.location.origin);
});

/** Fills the sign-up form as a person would and sends it; what the page was told. */
async function signUp(email: string, password: string) {
  const onSignedUp = vi.fn();
  const onAlreadyExists = vi.fn();
  renderInApp(<SignUpForm onSignedUp={onSignedUp} onAlreadyExists={onAlreadyExists} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Nome completo"), "Joana Batista");
  await user.type(screen.getByLabelText("E-mail"), email);
  await user.type(screen.getByLabelText("Senha"), password);
  await user.click(screen.getByRole("button", { name: "Cadastrar" }));
  return { onSignedUp, onAlreadyExists };
}

describe("the sign-up form (/login, an invitation)", () => {
  it("signs a new account in", async () => {
    const { onSignedUp } = await signUp(newStaffEmail(), TEST_PASSWORD);
    await screen.findByText("Cadastro realizado!");
    expect(onSignedUp).toHaveBeenCalledOnce();
    expect(await (await browser.request("/api/auth/get-session")).json()).not.toBeNull();
  });

  it("says what to do when the e-mail has an account with another password", async () => {
    const email = newStaffEmail();
    await new TestBrowser(t).signUp({ email });
    const { onSignedUp, onAlreadyExists } = await signUp(email, "Outra-Senha-987");
    await screen.findByText(EMAIL_TAKEN);
    expect(onAlreadyExists).toHaveBeenCalledWith(email);
    expect(onSignedUp).not.toHaveBeenCalled();
    expect(await (await browser.request("/api/auth/get-session")).json()).toBeNull();
  });

  it("signs in to the account the e-mail and password already open", async () => {
    const email = newStaffEmail();
    await new TestBrowser(t).signUp({ email });
    const { onSignedUp } = await signUp(email, TEST_PASSWORD);
    await screen.findByText("Este e-mail já tinha conta: você entrou nela.");
    await waitFor(() => expect(onSignedUp).toHaveBeenCalledOnce());
  });
});

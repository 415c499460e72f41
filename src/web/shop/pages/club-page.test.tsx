import { randomUUID } from "node:crypto";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { users } from "#server/db/schema.ts";
import { earnCashback, releaseCashback } from "#server/services/cashback/earn.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import { newMobile, RecordingSender, signedInMember } from "#server/testing/club-members.ts";
import { TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CashbackRules } from "#shared/cashback.ts";
import { CLUB_AUTH_MESSAGES, CLUB_CONSENT_TEXT } from "#shared/club.ts";
import Club from "#web/shop/islands/club.tsx";
import { renderInPage } from "#web/testing/render-in-page.tsx";

const RULES: CashbackRules = { enabled: true, percent: 5, expiryDays: 90, minimumSpendCents: 500 };

const sender = new RecordingSender();
let t: TestApp;
let closed: TestApp;
/** The app the page's requests reach, and the browser (cookies) they carry. */
let target: TestApp;
let browser: TestBrowser;
beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ messages: sender }), createTestApp()]);
  await writeStoredSettings(t.database.db, { cashback_rules: RULES });
});
// Stubs are undone after each test (vitest.config.ts).
/** What the page's requests got, in order ("GET /api/club/status 200"). */
let answers: string[] = [];
beforeEach(() => {
  answers = [];
  vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
    const response = await fetchFromApp(target, browser)(...args);
    answers.push(`${args[1]?.method ?? "GET"} ${String(args[0])} ${response.status}`);
    return response;
  });
});
afterAll(async () => {
  await Promise.all([t.database.dispose(), closed.database.dispose()]);
});

function openPage(
  app: TestApp,
  as: TestBrowser = new TestBrowser(app, undefined, "http://localhost"),
) {
  target = app;
  browser = as;
  renderInPage(<Club storeCount={138} />);
}

const button = (name: string) => screen.getByRole("button", { name });

describe("/clube", () => {
  it("joins with the phone, the consent and the code, and shows the wallet", async () => {
    const user = userEvent.setup();
    openPage(t);
    await screen.findByText(
      /^Ganhe 5\s% de volta em cada pedido e use em qualquer uma das 138 lojas\.$/,
    );
    const phone = screen.getByLabelText("Seu celular (com DDD)");
    // A visitor's page asks nothing that answers 401 (an error in the browser's console).
    expect(answers).toEqual(["GET /api/club/status 200"]);
    await user.click(button("Receber código"));
    expect(screen.getByRole("alert").textContent).toBe(
      "Informe um celular com DDD, como (81) 99999-0000.",
    );

    const mobile = newMobile();
    const sent = sender.sent.length;
    await user.type(phone, mobile.e164.slice(3));
    expect((phone as HTMLInputElement).value).toBe(mobile.typed);
    await user.click(button("Receber código"));
    expect(screen.getByRole("alert").textContent).toContain("marque que aceita");
    expect(sender.sent).toHaveLength(sent);

    await user.click(screen.getByRole("checkbox", { name: CLUB_CONSENT_TEXT }));
    await user.click(button("Receber código"));
    const code = await screen.findByLabelText("Código de 6 dígitos");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");

    // A wrong code: the server's pt-BR message.
    const right = sender.lastCode(mobile.e164);
    await user.type(code, right === "000000" ? "111111" : "000000");
    await user.click(button("Entrar"));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(CLUB_AUTH_MESSAGES.INVALID_OTP),
    );

    // A new code, then the right one.
    await user.click(button("Reenviar código"));
    await screen.findByText("Enviamos um novo código.");
    await user.clear(code);
    await user.type(code, sender.lastCode(mobile.e164));
    await user.click(button("Entrar"));
    expect((await screen.findByTestId("club-balance")).textContent).toBe("R$ 0,00");
    expect(screen.getByTestId("club-pending").textContent).toBe("R$ 0,00");
    expect(screen.getByText(/Nenhuma ainda/)).toBeDefined();
    expect(document.activeElement?.textContent).toBe("Clube Frosty");
  });

  it("shows a member's balance, pending cashback and history, and signs out", async () => {
    const user = userEvent.setup();
    const member = await signedInMember(t, sender);
    const orderId = `ORD-${randomUUID()}`;
    await earnCashback(t.database.db, {
      memberId: member.memberId,
      orderId,
      storeId: "87",
      productsCentsAfterCoupon: 10_780,
      rules: RULES,
    });
    await releaseCashback(t.database.db, orderId);
    await earnCashback(t.database.db, {
      memberId: member.memberId,
      orderId: `ORD-${randomUUID()}`,
      storeId: "3",
      productsCentsAfterCoupon: 2000,
      rules: RULES,
    });
    openPage(t, member.browser);

    expect((await screen.findByTestId("club-balance")).textContent).toBe("R$ 5,39");
    expect(screen.getByTestId("club-pending").textContent).toBe("R$ 1,00");
    const history = screen.getByRole("list", { name: "Movimentações" });
    const entries = within(history)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatch(/^Cashback a liberar.*\+R\$ 1,00$/);
    expect(entries[1]).toMatch(
      /^Cashback liberado.*R\$\u00a05,39 disponível, vale até \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(entries[2]).toMatch(/^Cashback a liberar.*\+R\$ 5,39$/);

    await user.click(button("Sair"));
    await screen.findByLabelText("Seu celular (com DDD)");
    // The checkbox is not ticked for the next code.
    expect((screen.getByRole("checkbox") as HTMLInputElement).checked).toBe(false);
    expect((await member.browser.request("/api/club/me")).status).toBe(401);
  });

  it("deletes the account after a confirmation", async () => {
    const user = userEvent.setup();
    const member = await signedInMember(t, sender);
    openPage(t, member.browser);
    await screen.findByTestId("club-balance");

    await user.click(button("Excluir minha conta"));
    await user.click(button("Cancelar"));
    await user.click(button("Excluir minha conta"));
    expect(screen.queryByRole("button", { name: "Excluir minha conta" })).toBeNull();
    await user.click(button("Confirmar exclusão"));
    await screen.findByLabelText("Seu celular (com DDD)");
    const rows = await t.database.db.select().from(users).where(eq(users.id, member.memberId));
    expect(rows).toEqual([]);
  });

  it("says the club is unavailable, politely, when no code can be sent", async () => {
    openPage(closed);
    await screen.findByText(CLUB_AUTH_MESSAGES.CLUB_UNAVAILABLE);
    expect(screen.getByRole("link", { name: "Ver cardápio" }).getAttribute("href")).toBe(
      "/cardapio",
    );
    expect(screen.queryByLabelText("Seu celular (com DDD)")).toBeNull();
  });
});

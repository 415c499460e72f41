import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./test.ts";

let mobiles = 0;
/** A mobile no other test uses: typed as "(81) 9NNNN-NNNN", stored as "+55819NNNNNNNN". */
export function newMobile(): { typed: string; e164: string } {
  mobiles += 1;
  const rest = String((process.pid * 100 + mobiles + Date.now()) % 1e8).padStart(8, "0");
  return { typed: `(81) 9${rest.slice(0, 4)}-${rest.slice(4)}`, e164: `+55819${rest}` };
}

/** The last code the worker's server wrote to its outbox for this number (MESSAGES_OUTBOX_DIR). */
export async function codeFromOutbox(e164: string): Promise<string> {
  const dir = process.env.FROSTY_E2E_OUTBOX_DIR;
  if (!dir) throw new Error("FROSTY_E2E_OUTBOX_DIR is not set: use the worker's own server");
  const file = join(dir, "messages.jsonl");
  let code: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(file)) return undefined;
      const mine = readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((message) => message.to === e164.slice(1) || message.to === e164);
      code = mine.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Joins Clube Frosty on /clube as a customer does: number, consent, the code from the outbox. */
export async function joinClub(page: Page, phone: { typed: string; e164: string }): Promise<void> {
  await page.goto("/clube");
  await page.getByLabel("Seu celular (com DDD)").fill(phone.typed);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Receber código" }).click();
  await page.getByLabel("Código de 6 dígitos").fill(await codeFromOutbox(phone.e164));
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByTestId("club-balance")).toBeVisible();
}

import type { Page } from "@playwright/test";

/** The customer's details at checkout (the phone is masked as typed). */
export async function fillCustomer(
  page: Page,
  { name = "Maria da Silva", phone = "81999990000" }: { name?: string; phone?: string } = {},
): Promise<void> {
  await page.getByLabel("Nome completo *").fill(name);
  await page.getByLabel("Telefone *").fill(phone);
}

/**
 * A delivery address at checkout, in one of the chosen store's bairros (by area id: the seed's
 * are `${storeId}-${slug}`, e.g. "86-boa-viagem" for Frosty Boa Viagem's own).
 */
export async function fillAddress(
  page: Page,
  areaId = "86-boa-viagem",
  {
    cep = "51020000",
    street = "Rua das Flores",
    number = "10",
  }: { cep?: string; street?: string; number?: string } = {},
): Promise<void> {
  await page.getByLabel("CEP *").fill(cep);
  await page.getByLabel("Rua *").fill(street);
  await page.getByLabel("Número *").fill(number);
  await page.getByLabel("Bairro *").selectOption(areaId);
}

/** Picks a payment method by the start of its name ("Dinheiro", "Pagamento de teste"…). */
export async function choosePayment(page: Page, method: string): Promise<void> {
  await page.getByRole("radio", { name: new RegExp(`^${method}`) }).check();
}

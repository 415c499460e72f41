import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { testAppOf } from "#server/testing/test-app.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { isValidCnpj } from "#shared/br-documents.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { loadEnv } from "./env.ts";
import { DEFAULT_SITE_CONFIG, formatCnpj, siteConfigFromEnv } from "./site-config.ts";

describe("the shop's legal identity", () => {
  it("defaults to a company that says it is fictitious, with a CNPJ whose digits check", () => {
    const { legal } = DEFAULT_SITE_CONFIG;
    expect(legal.name).toMatch(/fictícia/);
    expect(legal.cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
    expect(isValidCnpj(legal.cnpj)).toBe(true);
    expect(legal.dpoEmail).toMatch(/@frosty\.example\.com$/);
    expect(siteConfigFromEnv({}).legal).toEqual(legal);
  });

  it("is replaced through SITE_LEGAL_*, SITE_CNPJ and SITE_DPO_*, the CNPJ shown formatted", () => {
    const site = siteConfigFromEnv(
      loadEnv({
        SITE_LEGAL_NAME: "Gelados do Sertão Ltda.",
        SITE_CNPJ: "11222333000181",
        SITE_LEGAL_ADDRESS: "Rua da Aurora, 10 - Boa Vista, Recife - PE",
        SITE_DPO_NAME: "Carlos Teste",
        SITE_DPO_EMAIL: "dpo@gelados.example.com",
      }),
    );
    expect(site.legal).toEqual({
      name: "Gelados do Sertão Ltda.",
      cnpj: "11.222.333/0001-81",
      address: "Rua da Aurora, 10 - Boa Vista, Recife - PE",
      dpoName: "Carlos Teste",
      dpoEmail: "dpo@gelados.example.com",
    });
    // The rest of the site config keeps its defaults.
    expect(site.phones).toEqual(DEFAULT_SITE_CONFIG.phones);
  });

  it("refuses a CNPJ with a wrong check digit and a DPO e-mail that is not one", () => {
    expect(() => loadEnv({ SITE_CNPJ: "11.222.333/0001-82" })).toThrow(/SITE_CNPJ/);
    expect(() => loadEnv({ SITE_CNPJ: "11.111.111/1111-11" })).toThrow(/SITE_CNPJ/);
    expect(() => loadEnv({ SITE_DPO_EMAIL: "privacidade" })).toThrow(/SITE_DPO_EMAIL/);
    expect(loadEnv({ SITE_CNPJ: "11.222.333/0001-81" }).SITE_CNPJ).toBe("11.222.333/0001-81");
  });

  it("formats a CNPJ typed with or without its punctuation", () => {
    expect(formatCnpj("12345678000195")).toBe("12.345.678/0001-95");
    expect(formatCnpj(" 12.345.678/0001-95 ")).toBe("12.345.678/0001-95");
  });
});

describe("GET /api/catalog", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it("carries the legal identity from the environment, also after staff save contacts", async () => {
    const site = siteConfigFromEnv(loadEnv({ SITE_CNPJ: "11222333000181" }));
    const app = testAppOf(
      database,
      createApp({ db: database.db, logger: pino({ level: "silent" }), site }),
    );
    const read = async () =>
      ((await (await app.request("/api/catalog")).json()) as CatalogWithSite).site.legal;
    expect(await read()).toEqual({ ...DEFAULT_SITE_CONFIG.legal, cnpj: "11.222.333/0001-81" });

    const admin = await signedInStaff(app, { admin: true });
    const saved = await admin.browser.request("/api/admin/settings", {
      method: "PUT",
      json: { contact: { supportEmail: "salvo@frosty.example.com" } },
    });
    expect(saved.status).toBe(200);
    expect(await read()).toEqual({ ...DEFAULT_SITE_CONFIG.legal, cnpj: "11.222.333/0001-81" });
  });
});

import { onlyDigits } from "#shared/br-documents.ts";
import type { SiteConfig } from "#shared/catalog.ts";
import type { Env } from "./env.ts";

const HEAD_OFFICE = "Av. Agamenon Magalhães, 1000 - Espinheiro, Recife - PE, 52020-000";

/**
 * The original's contact details were never published (only placeholders), so these defaults
 * are clearly fictitious: example.com addresses and numbers ending in zeros. Each can be
 * replaced through the SITE_* environment variables.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  headOffice: HEAD_OFFICE,
  phones: ["(81) 3000-0000", "(81) 99000-0000"],
  supportEmail: "sac@frosty.example.com",
  defaultWhatsapp: "5581990000000",
  ordersWhatsapp: "5581990000000",
  chatUrl:
    "https://chat.example.com/widget?subdomain=frosty&token=TOKEN-FICTICIO&widget_id=&customer_name=&unique_id=",
  resellerUrl: "https://revenda.frosty.example.com/",
  social: [
    { name: "Instagram", url: "https://www.instagram.com/frosty.example" },
    { name: "Facebook", url: "https://www.facebook.com/frosty.example" },
    { name: "TikTok", url: "https://www.tiktok.com/@frosty.example" },
    { name: "YouTube", url: "https://www.youtube.com/@frosty.example" },
    { name: "X", url: "https://x.com/frosty_example" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/frosty-example" },
  ],
  // A shop must say who sells (Decreto 7.962/2013) and who answers for personal data (LGPD):
  // "(fictícia)" in the name, and a CNPJ whose check digits are right but whose root is 12345678.
  legal: {
    name: "Frosty Picolés Artesanais Ltda. (fictícia)",
    cnpj: "12.345.678/0001-95",
    address: HEAD_OFFICE,
    dpoName: "Ana Exemplo (encarregada fictícia)",
    dpoEmail: "privacidade@frosty.example.com",
  },
};

/** "12345678000195" → "12.345.678/0001-95" (env takes either form; the shop shows this one). */
export function formatCnpj(text: string): string {
  return onlyDigits(text).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
}

export function siteConfigFromEnv(env: Partial<Env>): SiteConfig {
  return {
    ...DEFAULT_SITE_CONFIG,
    ...(env.SITE_PHONES ? { phones: env.SITE_PHONES.split(",").map((phone) => phone.trim()) } : {}),
    ...(env.SITE_SUPPORT_EMAIL ? { supportEmail: env.SITE_SUPPORT_EMAIL } : {}),
    ...(env.SITE_WHATSAPP ? { defaultWhatsapp: env.SITE_WHATSAPP } : {}),
    ...(env.SITE_ORDERS_WHATSAPP ? { ordersWhatsapp: env.SITE_ORDERS_WHATSAPP } : {}),
    ...(env.SITE_CHAT_URL ? { chatUrl: env.SITE_CHAT_URL } : {}),
    ...(env.SITE_RESELLER_URL ? { resellerUrl: env.SITE_RESELLER_URL } : {}),
    // Legal identity comes from the environment only (not the staff panel): it changes with a
    // company's registration, not with day-to-day settings.
    legal: {
      name: env.SITE_LEGAL_NAME ?? DEFAULT_SITE_CONFIG.legal.name,
      cnpj: env.SITE_CNPJ ? formatCnpj(env.SITE_CNPJ) : DEFAULT_SITE_CONFIG.legal.cnpj,
      address: env.SITE_LEGAL_ADDRESS ?? DEFAULT_SITE_CONFIG.legal.address,
      dpoName: env.SITE_DPO_NAME ?? DEFAULT_SITE_CONFIG.legal.dpoName,
      dpoEmail: env.SITE_DPO_EMAIL ?? DEFAULT_SITE_CONFIG.legal.dpoEmail,
    },
  };
}

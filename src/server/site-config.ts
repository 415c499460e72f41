import type { SiteConfig } from "#shared/catalog.ts";
import type { Env } from "./env.ts";

/**
 * The original's contact details were hidden from us (SPEC placeholders), so these defaults
 * are clearly fictitious: example.com addresses and numbers ending in zeros. Each can be
 * replaced through the SITE_* environment variables.
 */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  headOffice: "Av. Agamenon Magalhães, 1000 - Espinheiro, Recife - PE, 52020-000",
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
};

export function siteConfigFromEnv(env: Partial<Env>): SiteConfig {
  return {
    ...DEFAULT_SITE_CONFIG,
    ...(env.SITE_PHONES ? { phones: env.SITE_PHONES.split(",").map((phone) => phone.trim()) } : {}),
    ...(env.SITE_SUPPORT_EMAIL ? { supportEmail: env.SITE_SUPPORT_EMAIL } : {}),
    ...(env.SITE_WHATSAPP ? { defaultWhatsapp: env.SITE_WHATSAPP } : {}),
    ...(env.SITE_ORDERS_WHATSAPP ? { ordersWhatsapp: env.SITE_ORDERS_WHATSAPP } : {}),
    ...(env.SITE_CHAT_URL ? { chatUrl: env.SITE_CHAT_URL } : {}),
    ...(env.SITE_RESELLER_URL ? { resellerUrl: env.SITE_RESELLER_URL } : {}),
  };
}

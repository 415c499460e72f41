import type { Env } from "#server/env.ts";
import { DEFAULT_SITE_CONFIG } from "#server/site-config.ts";
import type { SiteConfig } from "#shared/catalog.ts";
import { generateVapidKeys, type VapidKeys } from "./vapid-keys.ts";

/** How the shop sends Web Push, and to which endpoints it agrees to send. */
export interface PushSettings {
  vapid: VapidKeys & {
    /** Who push services contact about these messages: a mailto: or https: URL. */
    subject: string;
  };
  /**
   * Accept subscriptions whose endpoint is on this machine (http or https on localhost,
   * 127.0.0.1, [::1]): only tests and development, which play the push service themselves.
   * Otherwise only the browsers' own push services are accepted (push-endpoints.ts).
   */
  allowLocalEndpoints: boolean;
}

/**
 * VAPID_SUBJECT, or a mailto: of the shop's support address. Local endpoints: when
 * PUSH_ALLOW_LOCAL_ENDPOINTS says so, or outside production.
 */
export function pushSettingsFromEnv(
  env: Pick<Env, "VAPID_SUBJECT" | "PUSH_ALLOW_LOCAL_ENDPOINTS" | "NODE_ENV">,
  keys: VapidKeys,
  site: Pick<SiteConfig, "supportEmail">,
): PushSettings {
  return {
    vapid: { ...keys, subject: env.VAPID_SUBJECT ?? `mailto:${site.supportEmail}` },
    allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS ?? env.NODE_ENV !== "production",
  };
}

/** For an app built without configuration (tests): a pair of its own, browsers' services only. */
export function ephemeralPushSettings(options: { allowLocalEndpoints?: boolean } = {}) {
  return pushSettingsFromEnv(
    {
      NODE_ENV: "production",
      PUSH_ALLOW_LOCAL_ENDPOINTS: options.allowLocalEndpoints ?? false,
      VAPID_SUBJECT: undefined,
    },
    generateVapidKeys(),
    DEFAULT_SITE_CONFIG,
  );
}

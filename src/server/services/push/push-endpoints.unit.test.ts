import { describe, expect, it } from "vitest";
import { isAllowedPushEndpoint } from "./push-endpoints.ts";
import { pushSettingsFromEnv } from "./push-settings.ts";
import { generateVapidKeys } from "./vapid-keys.ts";

const production = { allowLocalEndpoints: false };
const tests = { allowLocalEndpoints: true };

describe("isAllowedPushEndpoint", () => {
  it("accepts the browsers' push services over https", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://web.push.apple.com/QGuQyavXut",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAA",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(true);
    }
  });

  it("refuses any other address the server would be made to call", () => {
    for (const endpoint of [
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com.evil.example/fcm",
      "https://evilfcm.googleapis.com.example/",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.1/push",
      "https://localhost/push",
      "http://127.0.0.1:3000/api/admin",
      "não é URL",
    ]) {
      expect(isAllowedPushEndpoint(endpoint, production), endpoint).toBe(false);
    }
  });

  it("adds only this machine's loopback when local endpoints are allowed", () => {
    expect(isAllowedPushEndpoint("http://127.0.0.1:4321/push/1", tests)).toBe(true);
    expect(isAllowedPushEndpoint("http://localhost:4321/push/1", tests)).toBe(true);
    expect(isAllowedPushEndpoint("http://[::1]:4321/push/1", tests)).toBe(true);
    expect(isAllowedPushEndpoint("http://10.0.0.1/push/1", tests)).toBe(false);
    expect(isAllowedPushEndpoint("http://127.0.0.2.example.com/push/1", tests)).toBe(false);
  });
});

describe("pushSettingsFromEnv", () => {
  const keys = generateVapidKeys();
  const site = { supportEmail: "sac@frosty.example.com" };

  it("signs as the support address unless VAPID_SUBJECT says otherwise", () => {
    expect(pushSettingsFromEnv({ NODE_ENV: "production" }, keys, site).vapid.subject).toBe(
      "mailto:sac@frosty.example.com",
    );
    const own = { NODE_ENV: "production" as const, VAPID_SUBJECT: "https://frosty.example.com" };
    expect(pushSettingsFromEnv(own, keys, site).vapid.subject).toBe("https://frosty.example.com");
  });

  it("allows local endpoints outside production, or when PUSH_ALLOW_LOCAL_ENDPOINTS says so", () => {
    const allow = (env: Parameters<typeof pushSettingsFromEnv>[0]) =>
      pushSettingsFromEnv(env, keys, site).allowLocalEndpoints;
    expect(allow({ NODE_ENV: "production" })).toBe(false);
    expect(allow({ NODE_ENV: "development" })).toBe(true);
    expect(allow({ NODE_ENV: "production", PUSH_ALLOW_LOCAL_ENDPOINTS: true })).toBe(true);
    expect(allow({ NODE_ENV: "development", PUSH_ALLOW_LOCAL_ENDPOINTS: false })).toBe(false);
  });
});

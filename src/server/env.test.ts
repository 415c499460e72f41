import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_POOL_SIZE: 10,
      DATA_DIR: "./data",
      WEB_DIST_DIR: "./dist/web",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: 10_000,
    });
  });

  it("reads and coerces what is set, treating empty values as unset", () => {
    const env = loadEnv({
      PORT: "8080",
      DATABASE_URL: "postgres://shop@db:5432/frosty",
      DATA_DIR: "",
      LOG_LEVEL: "warn",
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgres://shop@db:5432/frosty");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.LOG_LEVEL).toBe("warn");
  });

  it("refuses invalid values with a message naming the variable", () => {
    expect(() => loadEnv({ PORT: "http" })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });
});

describe("site settings from the environment", () => {
  it("override the fictitious defaults", async () => {
    const { siteConfigFromEnv, DEFAULT_SITE_CONFIG } = await import("./site-config.ts");
    const env = loadEnv({
      SITE_PHONES: "(11) 1111-1111, (11) 2222-2222",
      SITE_WHATSAPP: "5511912345678",
    });
    const site = siteConfigFromEnv(env);
    expect(site.phones).toEqual(["(11) 1111-1111", "(11) 2222-2222"]);
    expect(site.defaultWhatsapp).toBe("5511912345678");
    expect(site.chatUrl).toBe(DEFAULT_SITE_CONFIG.chatUrl);
    expect(() => loadEnv({ SITE_WHATSAPP: "+55 11" })).toThrow(/SITE_WHATSAPP/);
  });
});

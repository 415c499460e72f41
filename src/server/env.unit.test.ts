import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";
import { pspConnectionFromEnv } from "./pix-config.ts";

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    expect(loadEnv({})).toEqual({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATABASE_POOL_SIZE: 10,
      DATABASE_CONNECT_TIMEOUT_MS: 3_000,
      DATABASE_STATEMENT_TIMEOUT_MS: 5_000,
      DATA_DIR: "./data",
      WEB_DIST_DIR: "./dist/web",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_MS: 10_000,
      TRUSTED_PROXIES: "loopback",
      PIX_EXPIRY_CHECK_SECONDS: 15,
      ENCOMENDA_CHECK_SECONDS: 30,
      CLOCK_OFFSET_SECONDS: 0,
      PIX_RECONCILE_SECONDS: 20,
      WHATSAPP_TEMPLATE_LANGUAGE: "pt_BR",
      WHATSAPP_API_URL: "https://graph.facebook.com/v21.0",
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

  it("reads PostgreSQL's bounds on waiting, and refuses ones that would not bound anything", () => {
    const env = loadEnv({
      DATABASE_CONNECT_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: "15000",
    });
    expect(env.DATABASE_CONNECT_TIMEOUT_MS).toBe(2_000);
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(15_000);
    // 0 would mean "wait for ever" to node-postgres and PostgreSQL alike.
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "0" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    expect(() => loadEnv({ DATABASE_CONNECT_TIMEOUT_MS: "0" })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
    expect(() => loadEnv({ DATABASE_STATEMENT_TIMEOUT_MS: "5s" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS/,
    );
  });
});

describe("staff sign-in settings", () => {
  it("read the secret, the public address and the trusted proxies", () => {
    const env = loadEnv({
      BETTER_AUTH_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://loja.frosty.example/",
      TRUSTED_PROXIES: "loopback, 10.0.0.0/8",
    });
    expect(env.BETTER_AUTH_SECRET).toBe("x".repeat(32));
    // Only the origin matters: a trailing slash or path is dropped.
    expect(env.PUBLIC_URL).toBe("https://loja.frosty.example");
    expect(env.TRUSTED_PROXIES).toBe("loopback, 10.0.0.0/8");
  });

  it("refuse a short secret, a non-web address and a malformed proxy list", () => {
    expect(() => loadEnv({ BETTER_AUTH_SECRET: "curto" })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadEnv({ PUBLIC_URL: "ftp://loja.example" })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ PUBLIC_URL: "loja.example" })).toThrow(/PUBLIC_URL/);
    expect(() => loadEnv({ TRUSTED_PROXIES: "proxy.local" })).toThrow(/TRUSTED_PROXIES/);
  });

  it("default the public address to localhost on PORT and trust loopback proxies", async () => {
    const { authSettingsFromEnv } = await import("./auth/settings.ts");
    const settings = authSettingsFromEnv(loadEnv({ PORT: "8080" }), "s".repeat(32));
    expect(settings.publicOrigin).toBe("http://localhost:8080");
    expect(settings.allowLoopback).toBe(false);
    expect(settings.trustedProxies.check("127.0.0.1", "ipv4")).toBe(true);
    expect(
      authSettingsFromEnv(loadEnv({ NODE_ENV: "development" }), "s".repeat(32)).allowLoopback,
    ).toBe(true);
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

describe("the Pix receiver from the environment", () => {
  it("is none unless PIX_* are set, and is read with its type told from the key", async () => {
    const { paymentDefaultsFromEnv } = await import("./pix-config.ts");
    expect(paymentDefaultsFromEnv(loadEnv({}))).toEqual({ pixReceiver: null });
    expect(
      paymentDefaultsFromEnv(
        loadEnv({
          PIX_KEY: "+55 (81) 99999-9999",
          PIX_MERCHANT_NAME: "Frosty Picolés",
          PIX_MERCHANT_CITY: "Recife",
        }),
      ),
    ).toEqual({
      pixReceiver: {
        keyType: "phone",
        key: "+5581999999999",
        merchantName: "Frosty Picolés",
        merchantCity: "Recife",
      },
    });
  });

  it("stops the server on a partial or invalid receiver, naming what is wrong", async () => {
    const { paymentDefaultsFromEnv } = await import("./pix-config.ts");
    expect(() => paymentDefaultsFromEnv(loadEnv({ PIX_KEY: "+5581999999999" }))).toThrow(
      /PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY/,
    );
    expect(() =>
      paymentDefaultsFromEnv(
        loadEnv({
          PIX_KEY: "123.456.789-00",
          PIX_KEY_TYPE: "cpf",
          PIX_MERCHANT_NAME: "Frosty",
          PIX_MERCHANT_CITY: "Recife",
        }),
      ),
    ).toThrow(/PIX key/);
    // A name or city with nothing left for the BR Code would fail every Pix order.
    expect(() =>
      paymentDefaultsFromEnv(
        loadEnv({
          PIX_KEY: "+5581999999999",
          PIX_MERCHANT_NAME: "ＦＲＯＳＴＹ",
          PIX_MERCHANT_CITY: "🍦",
        }),
      ),
    ).toThrow(/PIX merchantName: .*\n {2}PIX merchantCity: /);
  });
});

const FILES: Record<string, string> = {
  "/certs/client.pem": "-----BEGIN CERTIFICATE-----\ncert\n-----END CERTIFICATE-----\n",
  "/certs/client.key": "-----BEGIN PRIVATE KEY-----\nkey\n-----END PRIVATE KEY-----\n",
  "/certs/ca.pem": "-----BEGIN CERTIFICATE-----\nca\n-----END CERTIFICATE-----\n",
};

function readFile(path: string): string {
  const text = FILES[path];
  if (text === undefined) throw new Error("ENOENT: no such file");
  return text;
}

const PSP_ENV = {
  PIX_PSP_API_URL: "https://pix.banco.example/api/v2/",
  PIX_PSP_TOKEN_URL: "https://pix.banco.example/oauth/token",
  PIX_PSP_CLIENT_ID: "frosty",
  PIX_PSP_CLIENT_SECRET: "s3cret",
  PIX_PSP_CERT_FILE: "/certs/client.pem",
  PIX_PSP_KEY_FILE: "/certs/client.key",
  PIX_KEY: "+5581999999999",
};

describe("Pix automático from the environment", () => {
  it("is off when no PIX_PSP_* is set", () => {
    expect(pspConnectionFromEnv(loadEnv({}), readFile)).toBeNull();
    expect(pspConnectionFromEnv(loadEnv({ PIX_KEY: "+5581999999999" }), readFile)).toBeNull();
  });

  it("makes the 'env' connection from the variables and the files they name", () => {
    const connection = pspConnectionFromEnv(
      loadEnv({ ...PSP_ENV, PIX_PSP_CA_FILE: "/certs/ca.pem" }),
      readFile,
    );
    expect(connection).toEqual({
      id: "env",
      apiUrl: "https://pix.banco.example/api/v2",
      tokenUrl: "https://pix.banco.example/oauth/token",
      clientId: "frosty",
      clientSecret: "s3cret",
      certPem: FILES["/certs/client.pem"],
      keyPem: FILES["/certs/client.key"],
      caPem: FILES["/certs/ca.pem"],
      pixKey: "+5581999999999",
      version: "env",
    });
    expect(pspConnectionFromEnv(loadEnv(PSP_ENV), readFile)?.caPem).toBeNull();
  });

  it("stops the server when a variable is missing or a file unreadable, naming it", () => {
    const { PIX_PSP_CLIENT_SECRET: _secret, PIX_KEY: _key, ...partial } = PSP_ENV;
    expect(() => pspConnectionFromEnv(loadEnv(partial), readFile)).toThrow(
      /PIX_PSP_CLIENT_SECRET, PIX_KEY/,
    );
    expect(() =>
      pspConnectionFromEnv(loadEnv({ ...PSP_ENV, PIX_PSP_KEY_FILE: "/nowhere.key" }), readFile),
    ).toThrow(/PIX_PSP_KEY_FILE: cannot read \/nowhere.key/);
    expect(() => loadEnv({ ...PSP_ENV, PIX_PSP_API_URL: "http://pix.banco.example" })).toThrow(
      /PIX_PSP_API_URL/,
    );
  });

  it("never writes the secret into its errors", () => {
    const { PIX_KEY: _key, ...withoutKey } = PSP_ENV;
    expect(() => pspConnectionFromEnv(loadEnv(withoutKey), readFile)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("s3cret") }),
    );
  });
});

describe("the message channels (Clube Frosty's sign-in codes)", () => {
  const WHATSAPP = {
    WHATSAPP_TOKEN: "EAAJBsecret",
    WHATSAPP_PHONE_NUMBER_ID: "105954558954427",
    WHATSAPP_TEMPLATE_NAME: "clube_frosty_codigo",
  };

  it("read WhatsApp's, SMS's and the outbox's variables", () => {
    const env = loadEnv({
      ...WHATSAPP,
      WHATSAPP_TEMPLATE_LANGUAGE: "pt_PT",
      WHATSAPP_API_URL: "https://graph.facebook.com/v22.0/",
      SMS_API_URL: "https://sms.example.com/send",
      SMS_API_TOKEN: "t",
      MESSAGES_OUTBOX_DIR: "./data/outbox",
    });
    expect(env).toMatchObject({
      ...WHATSAPP,
      WHATSAPP_TEMPLATE_LANGUAGE: "pt_PT",
      WHATSAPP_API_URL: "https://graph.facebook.com/v22.0",
      SMS_API_URL: "https://sms.example.com/send",
      MESSAGES_OUTBOX_DIR: "./data/outbox",
    });
    // Plain http only to this machine, where tests play the providers.
    expect(loadEnv({ ...WHATSAPP, WHATSAPP_API_URL: "http://127.0.0.1:4321/v21.0" })).toMatchObject(
      { WHATSAPP_API_URL: "http://127.0.0.1:4321/v21.0" },
    );
  });

  it("refuse a provider over plain http elsewhere, and malformed ids and names", () => {
    expect(() => loadEnv({ ...WHATSAPP, WHATSAPP_API_URL: "http://graph.facebook.com" })).toThrow(
      /WHATSAPP_API_URL/,
    );
    expect(() =>
      loadEnv({ SMS_API_URL: "http://sms.example.com/send", SMS_API_TOKEN: "t" }),
    ).toThrow(/SMS_API_URL/);
    expect(() => loadEnv({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: "+55 81" })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID/,
    );
    expect(() => loadEnv({ ...WHATSAPP, WHATSAPP_TEMPLATE_NAME: "Código Clube" })).toThrow(
      /WHATSAPP_TEMPLATE_NAME/,
    );
  });

  it("stop the server when a channel is set in part, naming what is missing but no secret", () => {
    const { WHATSAPP_TEMPLATE_NAME: _name, ...partial } = WHATSAPP;
    expect(() => loadEnv(partial)).toThrow(/WHATSAPP_TEMPLATE_NAME: missing/);
    expect(() => loadEnv(partial)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("EAAJBsecret") }),
    );
    expect(() => loadEnv({ SMS_API_TOKEN: "t" })).toThrow(/SMS_API_URL: missing/);
  });
});

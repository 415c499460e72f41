import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCertificatePair, createPspClient } from "#server/services/pix-psp/psp-client.ts";
import {
  type CobRequest,
  PSP_SCOPES,
  type PspConnection,
  PspError,
  type PspFailure,
} from "#server/services/pix-psp/psp-types.ts";
import { type LocalPsp, startLocalPsp, unreachableUrl } from "#server/testing/pix-psp/local-psp.ts";

// One local PSP (HTTPS, mTLS, OAuth 2.0) and one client for the file; each test makes its own
// connection (a fresh version: its own agent and token) unless it means to share one.
let psp: LocalPsp;
const client = createPspClient();
const deliveries: { url: string; body: unknown }[] = [];
/** Every PspError a test saw: the last test checks none carries a secret. */
const seen: PspError[] = [];

beforeAll(async () => {
  psp = await startLocalPsp({
    deliver: async (url, body) => {
      deliveries.push({ url, body });
    },
  });
});

afterAll(async () => {
  client.close();
  await psp?.close();
});

let serial = 0;
function newTxid(): string {
  serial += 1;
  return `frosty${Date.now().toString(36)}${String(serial).padStart(4, "0")}aaaaaaaaaaaa`.slice(
    0,
    30,
  );
}

function cobFor(connection: PspConnection, valor = "12.50"): CobRequest {
  return { calendario: { expiracao: 3600 }, valor: { original: valor }, chave: connection.pixKey };
}

async function failure(promise: Promise<unknown>): Promise<PspError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PspError);
  seen.push(error as PspError);
  return error as PspError;
}

async function expectFailure(promise: Promise<unknown>, kind: PspFailure): Promise<PspError> {
  const error = await failure(promise);
  expect({ failure: error.failure, message: error.message }).toMatchObject({ failure: kind });
  return error;
}

describe("the PSP client against a local PSP (mTLS, OAuth 2.0)", () => {
  it("gets a token and sees every scope it needs", async () => {
    const result = await client.testConnection(psp.connection());
    expect([...result.scopes].sort()).toEqual([...PSP_SCOPES].sort());
  });

  it("says the client id or secret is wrong", async () => {
    const error = await expectFailure(
      client.testConnection(psp.connection({ clientSecret: "segredo-errado" })),
      "wrong_credentials",
    );
    expect(error.message).toBe("O banco recusou o client id ou o client secret.");
  });

  it("says the bank refused a certificate it did not issue", async () => {
    const stranger = psp.strangerCertificate();
    const error = await expectFailure(
      client.testConnection(psp.connection({ certPem: stranger.certPem, keyPem: stranger.keyPem })),
      "certificate_refused",
    );
    expect(error.message).toBe(
      "O banco recusou o certificado do cliente. Confira o certificado e a chave privada enviados pelo banco.",
    );
  });

  it("says the bank's certificate is not trusted without its CA", async () => {
    const error = await expectFailure(
      client.testConnection(psp.connection({ caPem: null })),
      "server_untrusted",
    );
    expect(error.message).toContain("informe a cadeia de certificados (CA) do banco");
  });

  it("says an unusable certificate or key is invalid, before connecting", async () => {
    const calls = psp.calls.length;
    const stranger = psp.strangerCertificate();
    const error = await expectFailure(
      client.testConnection(psp.connection({ keyPem: stranger.keyPem })),
      "certificate_invalid",
    );
    expect(error.message).toBe(
      "O certificado do cliente não pode ser usado: a chave privada não é a deste certificado.",
    );
    expect(psp.calls.length).toBe(calls);
    expect(checkCertificatePair(psp.certPem, psp.keyPem)).toBeNull();
    expect(checkCertificatePair("não é um PEM", psp.keyPem)).toMatch(/não é um PEM válido/);
    expect(checkCertificatePair(psp.certPem, "não é um PEM")).toMatch(/chave privada/);
  });

  it("says the bank is unreachable, within the deadline", async () => {
    const url = await unreachableUrl();
    const started = Date.now();
    const error = await expectFailure(
      client.getCharge(
        psp.connection({ apiUrl: `${url}/v2`, tokenUrl: `${url}/oauth/token` }),
        newTxid(),
        { deadline: started + 1000 },
      ),
      "unreachable",
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.message).toContain(`Não foi possível conectar ao banco (${new URL(url).host}`);
    const plain = await expectFailure(
      client.testConnection(psp.connection({ tokenUrl: url.replace("https:", "http:") })),
      "unreachable",
    );
    expect(plain.message).toBe("O endereço do banco deve começar com https://.");
  });

  it("gives up on a slow bank by the call's deadline", async () => {
    psp.setLatency(3000);
    try {
      const started = Date.now();
      await expectFailure(
        client.getCharge(psp.connection(), newTxid(), {
          attemptTimeoutMs: 500,
          deadline: started + 1200,
        }),
        "timeout",
      );
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      psp.setLatency(0);
    }
  });

  it("says the bank is unavailable after its bounded retries", async () => {
    const connection = psp.connection();
    await client.testConnection(connection); // the token is kept: only the API calls fail
    const txid = newTxid();
    psp.setAvailable(false);
    try {
      const error = await expectFailure(
        client.getCharge(connection, txid, { attempts: 3 }),
        "unavailable",
      );
      expect(error.status).toBe(503);
      expect(error.problem?.type).toBe("https://pix.bcb.gov.br/api/v2/error/ServicoIndisponivel");
    } finally {
      psp.setAvailable(true);
    }
    expect(psp.calls.filter((c) => c.path === `/v2/cob/${txid}`)).toHaveLength(3);
  });

  it("says which scopes the credential lacks", async () => {
    const narrow = await startLocalPsp({
      scopes: PSP_SCOPES.filter((s) => s !== "webhook.write" && s !== "pix.write"),
    });
    try {
      const connection = narrow.connection();
      const error = await expectFailure(client.testConnection(connection), "scope_missing");
      expect(error.message).toBe(
        "A credencial não tem as permissões necessárias: faltam pix.write, webhook.write.",
      );
      // The API's own 403 (AcessoNegado) says the same.
      await expectFailure(
        client.registerWebhook(connection, "https://frosty.test/api/pix/webhook/chain"),
        "scope_missing",
      );
    } finally {
      await narrow.close();
    }
  });

  it("creates a charge, once per txid", async () => {
    const connection = psp.connection();
    const txid = newTxid();
    const cob = await client.createCharge(connection, txid, cobFor(connection));
    expect(cob).toMatchObject({
      txid,
      status: "ATIVA",
      revisao: 0,
      valor: { original: "12.50" },
      chave: connection.pixKey,
    });
    expect(cob.pixCopiaECola).toMatch(/^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/);
    expect(cob.pixCopiaECola).toContain(cob.location);

    const again = await client.createCharge(connection, txid, cobFor(connection));
    expect(again).toMatchObject({ txid, location: cob.location, pixCopiaECola: cob.pixCopiaECola });
    expect(
      psp.calls.filter((c) => c.method === "PUT" && c.path === `/v2/cob/${txid}`),
    ).toHaveLength(2);

    // The same txid for another charge is the PSP's refusal, not that charge.
    const error = await expectFailure(
      client.createCharge(connection, txid, cobFor(connection, "99.00")),
      "rejected",
    );
    expect(error.problem?.type).toBe("https://pix.bcb.gov.br/api/v2/error/CobOperacaoInvalida");
    await expectFailure(client.getCharge(connection, newTxid()), "not_found");
  });

  it("registers the webhook, reads the charge once paid, and refunds it", async () => {
    const connection = psp.connection();
    const webhookUrl = "https://frosty.test/api/pix/webhook/chain";
    expect(await client.getWebhook(connection)).toBeNull();
    await client.registerWebhook(connection, webhookUrl);
    expect(await client.getWebhook(connection)).toBe(webhookUrl);
    expect(psp.webhookUrl(connection.pixKey)).toBe(webhookUrl);

    const txid = newTxid();
    await client.createCharge(connection, txid, cobFor(connection));
    const { endToEndId } = await psp.pay(txid);
    expect(endToEndId).toMatch(/^E[A-Z0-9]{31}$/);
    expect(deliveries.at(-1)).toMatchObject({
      url: `${webhookUrl}/pix`,
      body: { pix: [{ endToEndId, txid, valor: "12.50" }] },
    });
    const paid = await client.getCharge(connection, txid);
    expect(paid.status).toBe("CONCLUIDA");
    expect(paid.pix).toEqual([expect.objectContaining({ endToEndId, txid, valor: "12.50" })]);

    const refund = await client.requestRefund(connection, endToEndId, "frostyrefund1", 500);
    expect(refund).toMatchObject({
      id: "frostyrefund1",
      valor: "5.00",
      status: "EM_PROCESSAMENTO",
    });
    const again = await client.requestRefund(connection, endToEndId, "frostyrefund1", 500);
    expect(again.rtrId).toBe(refund.rtrId);
    expect(psp.refunds().filter((r) => r.endToEndId === endToEndId)).toHaveLength(1);

    await psp.settleRefund(endToEndId, "frostyrefund1", "DEVOLVIDO");
    const settled = await client.getRefund(connection, endToEndId, "frostyrefund1");
    expect(settled.status).toBe("DEVOLVIDO");
    expect(settled.horario.liquidacao).toBeDefined();
    expect(deliveries.at(-1)).toMatchObject({
      body: { pix: [{ endToEndId, devolucoes: [{ id: "frostyrefund1", status: "DEVOLVIDO" }] }] },
    });
    await expectFailure(
      client.requestRefund(connection, `E${"9".repeat(31)}`, "frostyrefund2", 100),
      "not_found",
    );
  });

  it("gets a fresh token once when the bank no longer takes its token", async () => {
    const connection = psp.connection();
    const txid = newTxid();
    await client.createCharge(connection, txid, cobFor(connection));
    psp.revokeTokens();
    const from = psp.calls.length;
    expect((await client.getCharge(connection, txid)).txid).toBe(txid);
    expect(psp.calls.slice(from)).toEqual([
      { method: "GET", path: `/v2/cob/${txid}` },
      { method: "POST", path: "/oauth/token" },
      { method: "GET", path: `/v2/cob/${txid}` },
    ]);
  });

  it("never puts the secret, the key or a token in an error", () => {
    expect(seen.length).toBeGreaterThanOrEqual(10);
    const secrets = [
      psp.clientSecret,
      "segredo-errado",
      ...keyLines(psp.keyPem),
      ...keyLines(psp.strangerCertificate().keyPem),
      ...psp.issuedTokens(),
    ];
    expect(psp.issuedTokens().length).toBeGreaterThan(0);
    for (const error of seen) {
      const shown = [
        error.message,
        JSON.stringify(error),
        inspect(error, { depth: 10, showHidden: true }),
        String(error.stack),
      ].join("\n");
      for (const secret of secrets) expect(shown).not.toContain(secret);
    }
  });
});

/** The base64 lines of a PEM key: any of them in a text would be a leak. */
function keyLines(pem: string): string[] {
  return pem.split("\n").filter((line) => line.length > 20 && !line.startsWith("-----"));
}

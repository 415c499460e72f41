import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedApp, serveTestApp } from "#server/testing/served-app.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
let served: ServedApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  served = await serveTestApp(t);
  port = served.port;
});
afterAll(async () => {
  await served.close();
  await t.database.dispose();
});

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(bytes));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

function parse(answer: string): { status: number; type: string; body: unknown } {
  const [head = "", body = ""] = answer.split("\r\n\r\n");
  const status = Number(head.split(" ")[1]);
  const type = /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? "";
  return { status, type, body: JSON.parse(body) };
}

describe("requests Node's parser refuses", () => {
  it("a malformed Content-Length gets a JSON 400 in Portuguese", async () => {
    const answer = parse(
      await raw("POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}"),
    );
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
    expect(answer.body).toEqual({ error: { code: "bad_request", message: "Requisição inválida" } });
  });

  it("headers over Node's limit get a JSON 431", async () => {
    const answer = parse(
      await raw(`GET /api/catalog HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ error: { code: "headers_too_large" } });
  });

  it("a garbled request line gets a JSON 400, and the server answers the next request", async () => {
    expect(parse(await raw("HELLO\r\n\r\n")).status).toBe(400);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBeLessThan(500);
  });
});

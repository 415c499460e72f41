import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";
import type { Duplex } from "node:stream";
import type { ApiErrorBody } from "#shared/errors.ts";

/**
 * Requests Node's HTTP parser refuses before the app sees them (a malformed Content-Length, a
 * broken request line, headers over Node's 16 KB): answered in the API's JSON error shape, in
 * Portuguese, instead of Node's bare "400 Bad Request". The connection then closes, as Node
 * would close it.
 */
export function answerClientErrors(server: Server | Http2Server | Http2SecureServer): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
    const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
    const body: ApiErrorBody = {
      error: tooLarge
        ? { code: "headers_too_large", message: "Os cabeçalhos da requisição são grandes demais" }
        : { code: "bad_request", message: "Requisição inválida" },
    };
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=UTF-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}

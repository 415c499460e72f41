import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readJsonRequest } from "./request-body.ts";

/** One request as the Cloud API received it. */
export interface ReceivedCloudApiRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed (undefined when it was not JSON). */
  body: unknown;
}

/** What the API answers the next request with, instead of its own judgement. */
export interface CloudApiAnswer {
  status: number;
  body?: unknown;
  /** Wait this long before answering (a slow or hung API). */
  delayMs?: number;
}

/**
 * WhatsApp's Cloud API on 127.0.0.1 for tests, at `${apiUrl}` (a version path like Graph's).
 * It accepts POST /v21.0/{phoneNumberId}/messages with the right bearer token as the real one
 * does (200, a wamid), answers a wrong token with the Graph API's 401 OAuthException and an
 * unknown path with 404, or answers what a test queued. It keeps every request it received.
 */
export class TestWhatsappCloudApi {
  readonly received: ReceivedCloudApiRequest[] = [];
  private readonly queued: CloudApiAnswer[] = [];

  private constructor(
    private readonly server: Server,
    readonly apiUrl: string,
    readonly token: string,
    readonly phoneNumberId: string,
  ) {}

  static async start(token: string, phoneNumberId: string): Promise<TestWhatsappCloudApi> {
    let api: TestWhatsappCloudApi | undefined;
    const server = createServer((request, response) => {
      void readJsonRequest(request).then((body) => {
        const path = request.url ?? "/";
        api?.received.push({ method: request.method ?? "", path, headers: request.headers, body });
        const answer = api?.queued.shift() ?? api?.judge(request.method, path, request.headers);
        const send = () => {
          if (response.destroyed) return;
          response.statusCode = answer?.status ?? 500;
          response.setHeader("content-type", "application/json");
          response.end(JSON.stringify(answer?.body ?? {}));
        };
        if (answer?.delayMs) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    api = new TestWhatsappCloudApi(server, `http://127.0.0.1:${port}/v21.0`, token, phoneNumberId);
    return api;
  }

  /** The next requests get these answers, in order; then the API judges again. */
  answerNext(...answers: CloudApiAnswer[]): void {
    this.queued.push(...answers);
  }

  /** The Graph API's error shape. */
  static graphError(status: number, message: string, type: string, code: number): CloudApiAnswer {
    return { status, body: { error: { message, type, code, fbtrace_id: "AbCdEfGhIjK" } } };
  }

  private judge(
    method: string | undefined,
    path: string,
    headers: IncomingHttpHeaders,
  ): CloudApiAnswer {
    if (headers.authorization !== `Bearer ${this.token}`) {
      return TestWhatsappCloudApi.graphError(
        401,
        "Invalid OAuth access token - Cannot parse access token",
        "OAuthException",
        190,
      );
    }
    if (method !== "POST" || path !== `/v21.0/${this.phoneNumberId}/messages`) {
      return TestWhatsappCloudApi.graphError(
        404,
        "Unsupported post request.",
        "GraphMethodException",
        100,
      );
    }
    const sent = this.received.length;
    return {
      status: 200,
      body: {
        messaging_product: "whatsapp",
        contacts: [{ input: "", wa_id: "" }],
        messages: [{ id: `wamid.test${sent}` }],
      },
    };
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

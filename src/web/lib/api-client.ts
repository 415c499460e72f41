import { isApiErrorBody } from "#shared/errors.ts";

/** A failed API call, carrying the server's pt-BR message for the UI to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

const NETWORK_MESSAGE = "Não foi possível falar com o servidor. Verifique sua conexão.";

export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(init.body !== undefined ? { "Content-Type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : null,
    });
  } catch {
    throw new ApiRequestError(0, "network_error", NETWORK_MESSAGE);
  }
  if (!response.ok) throw await toError(response);
  return (await response.json()) as T;
}

export function apiGet<T>(path: string, headers?: Record<string, string>): Promise<T> {
  return apiRequest<T>(path, headers ? { headers } : {});
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    return new ApiRequestError(response.status, body.error.code, body.error.message);
  }
  return new ApiRequestError(
    response.status,
    "http_error",
    "Não foi possível falar com o servidor. Tente novamente.",
  );
}

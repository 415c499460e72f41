import { isApiErrorBody } from "../../shared/errors.ts";

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

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { Accept: "application/json" } });
  if (!response.ok) throw await toError(response);
  return (await response.json()) as T;
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

import { readFile, writeFile } from "node:fs/promises";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { pino } from "pino";
import { createApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { OPENAPI_PATH } from "./api-docs.ts";

/** The web app's types of the API, written by `npm run api:types` from the document. */
export const API_TYPES_FILE = new URL("../../web/lib/api-schema.gen.ts", import.meta.url);

const HEADER = `/**
 * The API's types, generated from GET /api/openapi.json by \`npm run api:types\` (openapi-typescript).
 * Do not edit: change the route declarations (the .routes.ts files of src/server/routes) and
 * run it again.
 */
`;

/** The OpenAPI document the app serves, read from an app on a throwaway in-memory database. */
export async function currentApiDocument(): Promise<OpenAPI3> {
  const database = await openDatabase({ kind: "pglite" });
  try {
    const { app } = createApp({ db: database.db, logger: pino({ level: "silent" }) });
    const response = await app.request(OPENAPI_PATH);
    return (await response.json()) as OpenAPI3;
  } finally {
    await database.close();
  }
}

export async function renderApiTypes(document: OpenAPI3): Promise<string> {
  return HEADER + astToString(await openapiTS(document, { alphabetize: true }));
}

export async function writeApiTypes(): Promise<void> {
  await writeFile(API_TYPES_FILE, await renderApiTypes(await currentApiDocument()));
}

export async function readApiTypes(): Promise<string> {
  return readFile(API_TYPES_FILE, "utf8");
}

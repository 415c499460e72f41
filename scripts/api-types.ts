/** npm run api:types — writes src/web/lib/api-schema.gen.ts from the API's OpenAPI document. */
import { API_TYPES_FILE, writeApiTypes } from "#server/http/api-types.ts";

await writeApiTypes();
console.log(`API types written: ${API_TYPES_FILE.pathname.replace(`${process.cwd()}/`, "")}`);

import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import {
  registerWebhook,
  removeConnection,
  saveConnection,
  savedConnectionRow,
  storeExists,
  testConnection,
} from "#server/services/pix-connections/connection-settings.ts";
import {
  type ConnectionScope,
  chainScope,
  readConnectionView,
  storeScope,
} from "#server/services/pix-connections/connection-view.ts";
import type { FieldIssue } from "#server/services/pix-connections/pem-checks.ts";
import { PIX_CONNECTION_MESSAGES, type PixConnectionUpdate } from "#shared/pix-connections.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import {
  readChainPixConnectionRoute,
  readStorePixConnectionRoute,
  registerChainPixWebhookRoute,
  registerStorePixWebhookRoute,
  removeChainPixConnectionRoute,
  removeStorePixConnectionRoute,
  saveChainPixConnectionRoute,
  saveStorePixConnectionRoute,
  testChainPixConnectionRoute,
  testStorePixConnectionRoute,
} from "./pix-connections.routes.ts";
import type { StaffEnv } from "./require-staff.ts";
import { pathParamHook, storeNotFound } from "./store-params.ts";

const refusedFields = (issues: FieldIssue[]) =>
  new ApiError(422, "validation_failed", issues[0]?.message ?? "Dados inválidos", issues);

const nothingSaved = () =>
  new ApiError(404, "pix_connection_not_found", PIX_CONNECTION_MESSAGES.noneSaved);
const nothingToTest = () =>
  new ApiError(404, "pix_connection_not_found", PIX_CONNECTION_MESSAGES.notFound);

/**
 * Pix automático's connections (HQ only: the account decides where the money goes):
 *   GET/PUT/DELETE /settings/pix-connection          the chain's (Configurações → Pagamentos)
 *   GET/PUT/DELETE /stores/:id/pix-connection        a store's own (a franchisee's account)
 *   POST …/pix-connection/webhook                    register the webhook with the PSP again
 *   POST …/pix-connection/test                       "Testar conexão"
 * A save registers the webhook at once; its failure is shown, not an error. No answer carries
 * the client secret or the private key, and these bodies are never logged (request-log.ts logs
 * no body; the PSP client's errors say nothing secret).
 */
export function adminPixConnectionRoutes(deps: Pick<AdminRoutesDeps, "db" | "pix">) {
  const { db, pix } = deps;
  const view = (scope: ConnectionScope) =>
    readConnectionView(db, scope, pix.sources, pix.publicOrigin);
  const ofStore = async (storeId: string) => {
    if (!(await storeExists(db, storeId))) throw storeNotFound();
    return storeScope(storeId);
  };

  const save = async (scope: ConnectionScope, input: PixConnectionUpdate, staffName: string) => {
    const saved = await saveConnection(db, pix, scope, input, staffName);
    if ("issues" in saved) throw refusedFields(saved.issues);
    await registerWebhook(db, pix, saved.row);
    return view(scope);
  };
  const registerAgain = async (scope: ConnectionScope) => {
    const row = await savedConnectionRow(db, scope);
    if (!row) throw nothingSaved();
    await registerWebhook(db, pix, row);
    return view(scope);
  };
  const test = async (scope: ConnectionScope) => {
    const result = await testConnection(db, pix, scope);
    if (!result) throw nothingToTest();
    return result;
  };

  return apiRouter<StaffEnv>()
    .openapi(readChainPixConnectionRoute, async (c) => c.json(await view(chainScope()), 200))
    .openapi(saveChainPixConnectionRoute, async (c) =>
      c.json(await save(chainScope(), c.req.valid("json"), c.get("staff").user.name), 200),
    )
    .openapi(registerChainPixWebhookRoute, async (c) =>
      c.json(await registerAgain(chainScope()), 200),
    )
    .openapi(testChainPixConnectionRoute, async (c) => c.json(await test(chainScope()), 200))
    .openapi(removeChainPixConnectionRoute, async (c) => {
      await removeConnection(db, chainScope());
      return c.json(await view(chainScope()), 200);
    })
    .openapi(
      readStorePixConnectionRoute,
      async (c) => c.json(await view(await ofStore(c.req.valid("param").id)), 200),
      pathParamHook(),
    )
    .openapi(
      saveStorePixConnectionRoute,
      async (c) => {
        const scope = await ofStore(c.req.valid("param").id);
        return c.json(await save(scope, c.req.valid("json"), c.get("staff").user.name), 200);
      },
      pathParamHook(),
    )
    .openapi(
      registerStorePixWebhookRoute,
      async (c) => c.json(await registerAgain(await ofStore(c.req.valid("param").id)), 200),
      pathParamHook(),
    )
    .openapi(
      testStorePixConnectionRoute,
      async (c) => c.json(await test(await ofStore(c.req.valid("param").id)), 200),
      pathParamHook(),
    )
    .openapi(
      removeStorePixConnectionRoute,
      async (c) => {
        const scope = await ofStore(c.req.valid("param").id);
        await removeConnection(db, scope);
        return c.json(await view(scope), 200);
      },
      pathParamHook(),
    );
}

import { toast } from "#web/lib/toast.ts";
import {
  type PixConnectionScope,
  usePixConnection,
  useSavePixConnection,
} from "./pix-automatic/api.ts";
import { PixConnectionActions } from "./pix-automatic/pix-connection-actions.tsx";
import { PixConnectionForm } from "./pix-automatic/pix-connection-form.tsx";
import { PixConnectionState } from "./pix-automatic/pix-connection-state.tsx";

/**
 * "Pix automático" (HQ only): the connection to the bank that confirms each Pix by itself, the
 * chain's (Configurações → Pagamentos) or a store's own (Lojas). Here, at the features' top
 * level, because both areas show it (settings and stores never import each other's parts).
 */
export function PixAutomaticCard({
  scope,
  context,
}: {
  scope: PixConnectionScope;
  /** Whose, in words: "da rede", "de Frosty Paulista" (tells the fields apart). */
  context: string;
}) {
  const { data: view, isPending, isError } = usePixConnection(scope);
  const save = useSavePixConnection(scope);
  const forStore = scope.kind === "store";

  return (
    <div
      className="flex flex-col gap-3 border-brand-100 border-t pt-4"
      data-testid={`pix-automatic-${scope.kind}`}
    >
      <div>
        <h3 className={forStore ? "font-bold" : "font-bold text-lg"}>Pix automático</h3>
        <p className="text-muted text-sm">
          {forStore
            ? "A conta própria da loja (uma franquia): o banco dela confirma cada Pix na hora. Sem ela, a loja segue a conexão da rede."
            : "O banco da rede confirma cada Pix na hora, pela API Pix do Banco Central, sem a equipe conferir o extrato. Cada loja pode ter a sua."}
        </p>
      </div>
      {isPending && <p role="status">Carregando o Pix automático...</p>}
      {isError && <p role="alert">Não foi possível carregar o Pix automático.</p>}
      {view && (
        <>
          <PixConnectionState view={view} forStore={forStore} />
          <PixConnectionForm
            // Starts over from what the server holds after each save.
            key={view.connection?.updatedAt ?? "nova"}
            connection={view.connection}
            context={context}
            onSave={async (body) => {
              const saved = await save.mutateAsync(body);
              const webhook = saved.connection?.webhook;
              if (webhook?.status === "failed") {
                toast.error(`Conexão salva, mas o webhook não foi registrado: ${webhook.error}`);
              } else {
                toast.success("Conexão do Pix automático salva");
              }
            }}
          />
          <PixConnectionActions scope={scope} view={view} />
        </>
      )}
    </div>
  );
}

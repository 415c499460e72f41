import { useState } from "react";
import type { PixConnectionTest, PixConnectionView } from "#shared/pix-connections.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import {
  type PixConnectionScope,
  useRegisterPixWebhook,
  useRemovePixConnection,
  useTestPixConnection,
} from "./api.ts";

const testText = (result: PixConnectionTest) =>
  result.ok ? `Conexão ok: escopos ${result.scopes.join(", ")}` : result.message;

/**
 * "Testar conexão" (the one in use: this scope's own, else the one it follows; its result
 * beside the button), "Registrar webhook de novo" and "Remover conexão" (after a confirmation
 * saying what applies then) for a saved one.
 */
export function PixConnectionActions({
  scope,
  view,
}: {
  scope: PixConnectionScope;
  view: PixConnectionView;
}) {
  const test = useTestPixConnection(scope);
  const webhook = useRegisterPixWebhook(scope);
  const remove = useRemovePixConnection(scope);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<PixConnectionTest | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const testable = view.connection !== null || view.inherited !== null;

  const runTest = async () => {
    setResult(null);
    setTestError(null);
    try {
      setResult(await test.mutateAsync());
    } catch (error) {
      setTestError(error instanceof Error ? error.message : "Não foi possível testar a conexão");
    }
  };
  const confirmRemove = async () => {
    const removed = await toastOutcome(remove.mutateAsync(), "Conexão do Pix automático removida");
    if (removed) setConfirming(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {testable && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={runTest}
            disabled={test.isPending}
          >
            {test.isPending ? "Testando..." : "Testar conexão"}
          </Button>
        )}
        {view.connection && (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={webhook.isPending}
              onClick={() =>
                void toastOutcome(webhook.mutateAsync(), (answer) =>
                  answer.connection?.webhook.status === "registered"
                    ? "Webhook registrado"
                    : `Webhook não registrado: ${answer.connection?.webhook.error ?? ""}`,
                )
              }
            >
              Registrar webhook de novo
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Remover conexão
            </Button>
          </>
        )}
      </div>
      {(result || testError) && (
        <p
          role="status"
          data-testid="pix-connection-test"
          className={result?.ok ? "text-green-800 text-sm" : "text-red-700 text-sm"}
        >
          {result ? testText(result) : testError}
        </p>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="max-w-md!" role="alertdialog">
          <DialogTitle>Remover a conexão do Pix automático?</DialogTitle>
          <DialogDescription>{afterRemoval(scope, view)}</DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              Cancelar
            </Button>
            <Button
              type="button"
              variant="destructive"
              onClick={confirmRemove}
              disabled={remove.isPending}
            >
              Remover conexão
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** What the confirmation says happens next. */
function afterRemoval(scope: PixConnectionScope, view: PixConnectionView): string {
  if (scope.kind === "store" && view.inherited === "chain") {
    return "A loja volta a seguir a conexão da rede.";
  }
  if (view.inherited === "env") {
    return "Os pedidos Pix voltam a usar a conexão do ambiente do servidor (PIX_PSP_*).";
  }
  return "Os pedidos Pix passam a usar o QR estático, e a equipe confirma cada pagamento.";
}

import type { PixConnectionView } from "#shared/pix-connections.ts";
import { formatDayAndTime } from "./format.ts";

/** The one line that says whether Pix confirms itself here, and through which connection. */
export function connectionStateText(view: PixConnectionView, forStore: boolean): string {
  const { connection, inherited } = view;
  if (connection) {
    const { webhook } = connection;
    if (webhook.status === "registered" && webhook.checkedAt) {
      return `Conectado · webhook registrado em ${formatDayAndTime(webhook.checkedAt)}`;
    }
    if (webhook.status === "failed") {
      return `Webhook não registrado: ${webhook.error ?? "o banco não respondeu"}`;
    }
    return "Conectado · webhook ainda não registrado";
  }
  if (forStore && inherited === "chain") return "Segue a conexão da rede";
  if (inherited === "env") {
    return forStore
      ? "Segue a conexão da rede, que vem do ambiente do servidor (PIX_PSP_*)"
      : "Usa a conexão do ambiente do servidor (PIX_PSP_*). Salve uma aqui para usá-la no lugar.";
  }
  return "Sem conexão: os pedidos Pix usam o QR estático e a equipe confirma";
}

/**
 * The state line, and the orders of the last 24 h that fell back to the static QR because the
 * bank did not answer (those need a tap on "Pix recebido").
 */
export function PixConnectionState({
  view,
  forStore,
}: {
  view: PixConnectionView;
  forStore: boolean;
}) {
  const failed = view.connection?.webhook.status === "failed";
  const { last24h, lastReason } = view.fallbacks;
  return (
    <div className="flex flex-col gap-2">
      <p
        className={failed ? "font-semibold text-red-700 text-sm" : "font-semibold text-sm"}
        data-testid="pix-connection-state"
      >
        {connectionStateText(view, forStore)}
      </p>
      {last24h > 0 && (
        <p
          className="rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm"
          data-testid="pix-fallback-notice"
        >
          {last24h === 1
            ? "Nas últimas 24 h, 1 pedido Pix usou o QR estático porque o banco não respondeu"
            : `Nas últimas 24 h, ${last24h} pedidos Pix usaram o QR estático porque o banco não respondeu`}
          {lastReason ? `: ${lastReason}` : "."}
        </p>
      )}
    </div>
  );
}

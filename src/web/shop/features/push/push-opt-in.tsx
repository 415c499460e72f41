import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";

type State = "hidden" | "off" | "working" | "on" | "blocked" | { error: string };

const loadPushBrowser = () => import("./push-browser.ts");

/** A browser that can show a notification from a closed tab. Read in effects only. */
function canPush(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/**
 * "Avisar quando o status mudar": the order's status changes reach this browser as a
 * notification, even with the page closed. Renders nothing on the server, in the first render
 * and where the browser cannot do Web Push; the code that subscribes loads after the page.
 */
export function PushOptIn({ orderId, token }: { orderId: string; token: string }) {
  const [state, setState] = useState<State>("hidden");

  useEffect(() => {
    if (!canPush()) return;
    if (Notification.permission === "denied") {
      setState("blocked");
      return;
    }
    let current = true;
    loadPushBrowser()
      .then((push) => push.isOptedIn(orderId))
      .then(
        (on) => current && setState(on ? "on" : "off"),
        () => current && setState("off"),
      );
    return () => {
      current = false;
    };
  }, [orderId]);

  const turnOn = async () => {
    setState("working");
    try {
      const outcome = await (await loadPushBrowser()).optIn(orderId, token);
      setState(outcome === "dismissed" ? "off" : outcome);
    } catch (error) {
      setState({
        error:
          error instanceof ApiRequestError
            ? error.message
            : "Não foi possível ativar os avisos neste navegador. Tente de novo.",
      });
    }
  };

  if (state === "hidden") return null;
  if (state === "on" || state === "blocked") {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-muted print:hidden">
        <BellRing aria-hidden className="mt-0.5 size-4 shrink-0" />
        {state === "on" ? (
          "Você será avisado quando o status mudar"
        ) : (
          <span>
            As notificações estão bloqueadas neste navegador. Para receber avisos, permita as
            notificações deste site nas configurações do navegador.
          </span>
        )}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2 print:hidden">
      <Button variant="outline" size="sm" onClick={turnOn} disabled={state === "working"}>
        <BellRing aria-hidden />
        {state === "working" ? "Ativando avisos…" : "Avisar quando o status mudar"}
      </Button>
      {typeof state === "object" && (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      )}
    </div>
  );
}

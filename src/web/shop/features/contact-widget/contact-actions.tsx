import { MessageCircle, MessagesSquare } from "lucide-react";
import type { SiteConfig } from "#shared/catalog.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { whatsappUrl } from "./contact-links.ts";
import type { NearestStoreState } from "./use-nearest-store.ts";

interface ContactActionsProps {
  site: SiteConfig | undefined;
  nearest: NearestStoreState;
  newTabHintId: string;
  /** Set when the catalogue (which holds the site's contacts) failed to load. */
  onRetry?: (() => void) | undefined;
}

/** The WhatsApp and 'Chat Online' link buttons. */
export function ContactActions({ site, nearest, newTabHintId, onRetry }: ContactActionsProps) {
  if (!site && onRetry) {
    return (
      <p role="alert" className="text-muted text-sm">
        Não foi possível carregar os contatos.{" "}
        <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
          Tentar novamente
        </button>
      </p>
    );
  }
  if (!site) {
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-11 rounded-full!" />
        <Skeleton className="h-11 rounded-full!" />
      </div>
    );
  }
  const store = nearest.status === "found" ? nearest.store : null;
  const whatsapp = whatsappUrl(
    store?.contact.whatsapp ?? site.defaultWhatsapp,
    store?.name ?? null,
  );
  return (
    <div className="grid gap-2">
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabHintId}
        className={buttonVariants({ variant: "whatsapp" })}
      >
        <MessageCircle aria-hidden />
        WhatsApp
      </a>
      <a
        href={site.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={newTabHintId}
        className={buttonVariants({ variant: "outline" })}
      >
        <MessagesSquare aria-hidden />
        Chat Online
      </a>
    </div>
  );
}

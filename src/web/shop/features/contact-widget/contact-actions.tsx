import { MessageCircle, MessagesSquare } from "lucide-react";
import type { SiteConfig } from "#shared/catalog.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { whatsappUrl } from "./contact-links.ts";
import type { NearestStoreState } from "./use-nearest-store.ts";

interface ContactActionsProps {
  site: SiteConfig;
  nearest: NearestStoreState;
  newTabHintId: string;
}

/** The WhatsApp and 'Chat Online' link buttons. */
export function ContactActions({ site, nearest, newTabHintId }: ContactActionsProps) {
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

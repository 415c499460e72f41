import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { formatShopDateTime } from "#shared/shop-calendar.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { AccessLogEntry } from "#shared/staff-team-schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import { SectionCard } from "#web/panel/features/ui/section-card.tsx";
import { useAccessLog } from "./api.ts";
import { byWhom } from "./team-words.ts";

/** "entrou na equipe da Frosty Paulista", "perdeu o acesso de sede" */
function whatChanged(entry: AccessLogEntry): string {
  const granted = entry.action === "grant";
  if (entry.store) {
    const store = entry.store.name ?? `loja ${entry.store.id} (excluída)`;
    return `${granted ? "entrou na" : "saiu da"} equipe da ${store}`;
  }
  const role = entry.role === ADMIN_ROLE ? "o acesso de sede" : `o papel ${entry.role ?? ""}`;
  return `${granted ? "recebeu" : "perdeu"} ${role}`;
}

/** The access log, newest first, a page at a time: who gave or took what, to whom, when. */
export function AccessLogSection() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAccessLog(page);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <SectionCard
      title="Registro de acessos"
      description="Cada loja ou acesso de sede dado ou tirado, por quem e quando (também pela linha de comando)."
    >
      {isPending && <p role="status">Carregando registro...</p>}
      {isError && <p role="alert">Não foi possível carregar o registro de acessos.</p>}
      {data?.entries.length === 0 && <p className="text-muted">Nenhum acesso registrado ainda.</p>}
      {data && data.entries.length > 0 && (
        <ol className="flex flex-col divide-y divide-brand-50" aria-label="Acessos dados e tirados">
          {data.entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-0.5 py-2 text-sm"
              data-testid="access-log-entry"
            >
              <p>
                <span className="font-semibold">{entry.account.name ?? entry.account.email}</span>{" "}
                {whatChanged(entry)}
              </p>
              <p className="text-muted text-xs">
                {byWhom(entry.by)} · <time dateTime={entry.at}>{formatShopDateTime(entry.at)}</time>{" "}
                · <span className="break-all">{entry.account.email}</span>
                {entry.account.createdAt &&
                  ` · conta criada em ${formatShopDateTime(entry.account.createdAt)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
      {pageCount > 1 && (
        <nav aria-label="Páginas do registro" className="flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Mais recentes
          </Button>
          <p className="text-muted text-sm" aria-live="polite">
            Página {page} de {pageCount}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            Mais antigos
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}
    </SectionCard>
  );
}

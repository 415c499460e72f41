import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";

/** Previous / next, with where we are; hidden when everything fits on one page. */
export function CustomerPagination({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Páginas de clientes" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Anterior
      </Button>
      <p className="text-muted text-sm" aria-live="polite">
        Página {Math.min(page, pageCount)} de {pageCount}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Próxima
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

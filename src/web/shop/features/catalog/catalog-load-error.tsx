/**
 * Said where a page's part of the catalogue could not be loaded (the stores, a store), with a
 * way to ask again.
 */
export function CatalogLoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-muted">
      Não foi possível carregar {what}.{" "}
      <button type="button" onClick={onRetry} className="font-semibold text-brand-700 underline">
        Tentar novamente
      </button>
    </p>
  );
}

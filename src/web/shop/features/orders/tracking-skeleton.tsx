import { Skeleton } from "#web/components/ui/skeleton.tsx";

/**
 * What the server renders, and the page shows until the order arrives: the same frame (the
 * tracking page's, or the confirmation's with its own heading).
 */
export function TrackingSkeleton({ heading = "Acompanhar pedido" }: { heading?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-busy="true">
      <h1 className="mb-6 font-extrabold text-2xl sm:text-3xl">{heading}</h1>
      <p className="sr-only" role="status">
        Carregando o pedido…
      </p>
      <div className="flex flex-col gap-5" aria-hidden="true">
        <Skeleton className="h-36" />
        <Skeleton className="h-64" />
        <Skeleton className="h-48" />
      </div>
    </section>
  );
}

import { Skeleton } from "#web/components/ui/skeleton.tsx";

/**
 * What the server renders, and the page shows until the order arrives: the same frame (the
 * tracking page's, or the confirmation's with its own heading). As tall as the screen, as the
 * order's view is: the footer starts below the fold and the order arriving moves nothing in
 * sight (measured: a 0.275 layout shift on the confirmation, 0.101 on the tracking page).
 */
export function TrackingSkeleton({ heading = "Acompanhar pedido" }: { heading?: string }) {
  return (
    <section className="mx-auto min-h-dvh max-w-3xl px-4 py-8" aria-busy="true">
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

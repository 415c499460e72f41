import { Fragment, type ReactNode } from "react";
import { SectionCard } from "./section-card.tsx";

/**
 * A card of rules HQ saves whole (Clube, Encomendas, Limites): it says so while they load or
 * when they cannot, then draws their form. The form is keyed by the saved rules, so after a
 * save it starts over from what the server holds.
 */
export function RulesCard<View>({
  title,
  description,
  query: { data: view, isPending, isError },
  loading,
  failed,
  savedOf,
  children,
}: {
  title: string;
  description: string;
  /** The rules' query (their view: the saved rules and the defaults). */
  query: { data: View | undefined; isPending: boolean; isError: boolean };
  /** Said while the rules load ("Carregando…"). */
  loading: string;
  /** Said when they cannot be loaded. */
  failed: string;
  /** The saved rules in the view: the form's key. */
  savedOf: (view: View) => unknown;
  /** The form, for the loaded view. */
  children: (view: View) => ReactNode;
}) {
  return (
    <SectionCard title={title} description={description}>
      {isPending && <p role="status">{loading}</p>}
      {isError && <p role="alert">{failed}</p>}
      {view && <Fragment key={JSON.stringify(savedOf(view))}>{children(view)}</Fragment>}
    </SectionCard>
  );
}

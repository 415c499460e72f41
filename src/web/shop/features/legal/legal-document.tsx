import type { ReactNode } from "react";
import type { SiteConfig } from "#shared/catalog.ts";

/** When the privacy policy and the purchase terms last changed (both pages say it). */
export const LEGAL_UPDATED = { iso: "2026-11-24", label: "24 de novembro de 2026" } as const;

/**
 * The frame of a legal page: its title, the date it last changed and its sections, in a
 * readable measure. Text only: the page's own JavaScript stays small.
 */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 leading-relaxed sm:py-12 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:font-extrabold [&_h2]:text-xl [&_h3]:mt-6 [&_h3]:font-bold [&_li]:mt-1.5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      <h1 className="font-extrabold text-3xl sm:text-4xl">{title}</h1>
      <p className="text-muted text-sm">
        Última atualização: <time dateTime={LEGAL_UPDATED.iso}>{LEGAL_UPDATED.label}</time>
      </p>
      {children}
    </article>
  );
}

/** Who sells: razão social, CNPJ and address, from the catalogue's site config. */
export function CompanyIdentity({ site }: { site: SiteConfig | undefined }) {
  if (!site) return null;
  return (
    <strong>
      {site.legal.name}, CNPJ {site.legal.cnpj}, com sede em {site.legal.address}
    </strong>
  );
}

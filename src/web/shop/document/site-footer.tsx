import { Mail, MapPin, Phone } from "lucide-react";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";

const LINK = "hover:text-brand-700 hover:underline";

/** Rendered on the server from the catalogue: no clock, no browser state. */
export function SiteFooter() {
  const site = useCatalog().site;
  return (
    <footer className="mt-16 border-brand-100 border-t bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-extrabold text-brand-700 text-lg">Frosty</p>
          <p className="mt-2 text-muted">
            Picolés artesanais desde 1990, líder em gelados no Nordeste.
          </p>
          <nav aria-label="Institucional" className="mt-4">
            <ul className="flex flex-col gap-2">
              <li>
                <a href="/lojas" className={LINK}>
                  Nossas lojas
                </a>
              </li>
              <li>
                <a href="/termos" className={LINK}>
                  Termos de compra
                </a>
              </li>
              <li>
                <a href="/privacidade" className={LINK}>
                  Política de privacidade
                </a>
              </li>
            </ul>
          </nav>
        </div>
        {site && (
          <>
            <address className="flex flex-col gap-2 not-italic">
              <h2 className="font-bold text-base">Fale conosco</h2>
              <span className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                <span>
                  <span className="sr-only">Sede: </span>
                  {site.headOffice}
                </span>
              </span>
              {site.phones.map((phone) => (
                <a
                  key={phone}
                  href={`tel:+55${phone.replace(/\D/g, "")}`}
                  className="flex gap-2 hover:text-brand-700"
                >
                  <Phone className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {phone}
                </a>
              ))}
              <a href={`mailto:${site.supportEmail}`} className="flex gap-2 hover:text-brand-700">
                <Mail className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
                {site.supportEmail}
              </a>
            </address>
            <div>
              <h2 className="font-bold text-base">Redes sociais</h2>
              <ul className="mt-2 grid grid-cols-2 gap-2">
                {site.social.map((link) => (
                  <li key={link.name}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="hover:text-brand-700"
                    >
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
      </div>
      {/* Decreto 7.962/2013 art. 2: who sells, with CNPJ and address, where every page shows it.
          The side padding keeps the text out of the contact button's column at the page's end. */}
      <div
        className="border-brand-100 border-t py-4 pr-20 pl-4 text-muted text-xs sm:px-20 sm:text-center"
        data-testid="legal-identity"
      >
        {site && (
          <p>
            {site.legal.name} · CNPJ {site.legal.cnpj} · {site.legal.address}
          </p>
        )}
        <p className="mt-1">© Frosty. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}

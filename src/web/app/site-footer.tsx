import { Mail, MapPin, Phone } from "lucide-react";
import { useCatalog } from "#web/features/catalog/api.ts";

export function SiteFooter() {
  const site = useCatalog().data?.site;
  return (
    <footer className="mt-16 border-brand-100 border-t bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-3">
        <div>
          <p className="font-extrabold text-brand-700 text-lg">Frosty</p>
          <p className="mt-2 text-muted">
            Picolés artesanais desde 1990, líder em gelados no Nordeste.
          </p>
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
      <p className="border-brand-100 border-t py-4 text-center text-muted text-xs">
        © {new Date().getFullYear()} Frosty. Todos os direitos reservados.
      </p>
    </footer>
  );
}

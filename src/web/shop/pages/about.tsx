import { Fragment } from "react";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";
import { AboutVideoIsland } from "#web/shop/islands/about-video.tsx";

const FIGURES = [
  { value: "+1000", label: "empregos diretos" },
  { value: "+100", label: "lojas-fábrica" },
  { value: "+8MI", label: "potes por ano" },
] as const;

export function AboutPage() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-16">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Quem Somos</p>
          <h1 className="mt-2 max-w-2xl font-extrabold text-4xl leading-tight sm:text-5xl">
            Desde 1990, a fruta do Nordeste em forma de picolé
          </h1>
          <div className="mt-5 max-w-2xl space-y-4 text-lg text-muted">
            <p>
              A Frosty nasceu em 1990, numa pequena fábrica de bairro, com uma ideia simples: fazer
              picolés artesanais com as frutas que a gente come no quintal — cajá, caju, graviola,
              mangaba, tapioca, coco.
            </p>
            <p>
              Mais de três décadas depois, somos a marca líder de gelados no Nordeste e seguimos
              fiéis à receita: fruta regional de verdade, produção artesanal e o mesmo carinho em
              cada palito.
            </p>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4" aria-labelledby="figures-heading">
        <h2 id="figures-heading" className="sr-only">
          A Frosty em números
        </h2>
        <ul className="grid grid-cols-3 gap-2 sm:gap-4">
          {FIGURES.map(({ value, label }) => (
            <li
              key={label}
              className="rounded-2xl border border-brand-100 bg-white px-2 py-4 text-center shadow-sm sm:p-6"
            >
              <p className="font-extrabold text-2xl text-brand-700 tracking-tight sm:text-5xl">
                {value}
              </p>
              <p className="mt-1 font-semibold text-muted text-sm leading-tight sm:text-base">
                {/* Narrow cards may wrap between words, never at the hyphen of 'lojas-fábrica'. */}
                {label.split(" ").map((word, index) => (
                  <Fragment key={word}>
                    {index > 0 && " "}
                    <span className="whitespace-nowrap">{word}</span>
                  </Fragment>
                ))}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="mx-auto grid max-w-6xl gap-5 px-4 pt-12 lg:grid-cols-[2fr_3fr] lg:items-center lg:gap-10"
        aria-labelledby="video-heading"
      >
        <div>
          <h2 id="video-heading" className="font-extrabold text-2xl sm:text-3xl">
            Conheça a nossa história
          </h2>
          <p className="mt-3 text-lg text-muted">
            Da colheita do cajá no interior ao palito na sua mão: veja como nascem os picolés Frosty
            nas nossas lojas-fábrica.
          </p>
        </div>
        <AboutVideoIsland />
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-12" aria-labelledby="mission-heading">
        <div className="rounded-3xl bg-brand-700 px-6 py-8 text-white sm:px-10 sm:py-12">
          <h2 id="mission-heading" className="font-extrabold text-2xl sm:text-3xl">
            Nossa missão
          </h2>
          <p className="mt-3 max-w-2xl text-brand-50 text-lg">
            Refrescar o dia a dia das pessoas com picolés artesanais de qualidade, valorizando as
            frutas e os produtores da nossa região, gerando empregos e levando a alegria do Nordeste
            para todo o Brasil.
          </p>
          <a
            href="/cardapio"
            className={cn(buttonVariants({ size: "lg", variant: "light" }), "mt-6")}
          >
            Conheça nossos sabores
          </a>
        </div>
      </section>
    </>
  );
}

export const head: PageHeadFn = () => ({
  title: pageTitle("Quem somos"),
  description:
    "Desde 1990, a Frosty faz picolés artesanais com frutas do Nordeste — cajá, caju, graviola, mangaba, tapioca, coco. Conheça a nossa história e a nossa missão.",
});

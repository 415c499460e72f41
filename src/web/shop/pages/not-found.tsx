import { buttonVariants } from "#web/components/ui/button.tsx";
import { type PageHeadFn, pageTitle } from "#web/lib/page-head.ts";
import { cn } from "#web/lib/utils.ts";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-6xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-extrabold text-6xl text-brand-700">404</h1>
      <p className="mt-4 text-xl">Oops! Page not found</p>
      <a href="/" className={cn(buttonVariants(), "mt-8")}>
        Voltar para o início
      </a>
    </section>
  );
}

export const head: PageHeadFn = () => ({
  title: pageTitle("Página não encontrada"),
  description: "Esta página não existe na loja Frosty. Volte para o início e escolha seus picolés.",
  status: 404,
});

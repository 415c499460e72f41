/** The page's main content: where the skip link goes. */
export const MAIN_ID = "conteudo";

/**
 * "Pular para o conteúdo": the first stop of the keyboard, shown only when focused, past the
 * header and menu to the page's <main>. A plain fragment link, so it works before hydration too;
 * the browser moves the keyboard's starting point there.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-xl bg-white font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:px-4 focus:py-3"
    >
      Pular para o conteúdo
    </a>
  );
}

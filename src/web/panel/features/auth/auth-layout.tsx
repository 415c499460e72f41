import type { ReactNode } from "react";
import { Logo } from "#web/components/logo.tsx";

/**
 * The frame of the staff's sign-in and setup pages: the brand, a card, a way back to the shop
 * (a plain link: the shop's pages are the server's documents, not the panel's routes).
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4 py-10">
      <main className="w-full max-w-md">
        <div className="mb-6 flex justify-center">
          <a href="/" aria-label="Frosty — voltar para a loja">
            <Logo />
          </a>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lg sm:p-8">
          <h1 className="mb-6 text-center font-extrabold text-2xl">{title}</h1>
          {children}
        </div>
        <p className="mt-6 text-center text-sm">
          <a href="/" className="font-semibold text-brand-700 underline">
            Voltar para a loja
          </a>
        </p>
      </main>
    </div>
  );
}

import type { SearchX } from "lucide-react";
import type { ReactNode } from "react";

/** A page-wide notice on the order pages: an icon, a heading, and what to do next. */
export function OrderNotice({
  title,
  Icon,
  children,
}: {
  title: string;
  Icon: typeof SearchX;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-dvh max-w-3xl flex-col items-center px-4 py-20 text-center">
      <Icon className="size-12 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 font-extrabold text-2xl">{title}</h1>
      {children}
    </section>
  );
}

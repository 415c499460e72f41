import { type ReactNode, useId } from "react";

/** One card of a panel page (Configurações, Equipe), headed by its title. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby={id}
    >
      <div>
        <h2 id={id} className="font-bold text-xl">
          {title}
        </h2>
        {description && <p className="mt-1 text-muted text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}

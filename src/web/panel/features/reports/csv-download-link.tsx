import { Download } from "lucide-react";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";

/**
 * A plain link to a CSV endpoint: the browser downloads it with the session cookie and the
 * server's file name, no JavaScript in between. `what` completes the accessible name
 * ("Exportar CSV de vendas por loja") where several export links share a page.
 */
export function CsvDownloadLink({
  href,
  label = "Exportar CSV",
  what,
  className,
}: {
  href: string;
  label?: string;
  what?: string;
  className?: string;
}) {
  return (
    <a
      href={href}
      download
      className={cn(buttonVariants({ variant: "outline", size: "sm" }), className)}
    >
      <Download aria-hidden="true" />
      {label}
      {what && <span className="sr-only"> de {what}</span>}
    </a>
  );
}

import { Link } from "react-router";
import { Logo } from "./logo.tsx";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-brand-100 border-b bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" aria-label="Frosty — página inicial">
          <Logo />
        </Link>
      </div>
    </header>
  );
}

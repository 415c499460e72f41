export function SiteFooter() {
  return (
    <footer className="mt-16 border-brand-100 border-t bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-muted text-sm">
        © {new Date().getFullYear()} Frosty. Picolés artesanais desde 1990.
      </div>
    </footer>
  );
}

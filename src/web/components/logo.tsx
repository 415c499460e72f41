/** The Frosty mark: a raspberry popsicle on a stick, and the wordmark. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 font-extrabold text-2xl text-brand-700 tracking-tight">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect x="8" y="2" width="16" height="20" rx="8" fill="#c2185b" />
        <rect x="11" y="5" width="3" height="12" rx="1.5" fill="#fff" opacity=".55" />
        <rect x="14" y="21" width="4" height="9" rx="2" fill="#d9a066" />
      </svg>
      Frosty
    </span>
  );
}

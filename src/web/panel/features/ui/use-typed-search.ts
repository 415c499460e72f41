import { useEffect, useRef, useState } from "react";

/** How long typing must pause before a search runs: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text of a search box whose search lives in the address (`applied`): `onSearch` gets the
 * trimmed text once the typing pauses. The address can change under the box (back button,
 * "Limpar filtros"): the box follows it, but keeps what is being typed when it only differs by
 * spaces ("ana " on the way to "ana beatriz").
 */
export function useTypedSearch(
  applied: string,
  onSearch: (q: string) => void,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(applied);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(
    () => setText((current) => (current.trim() === applied ? current : applied)),
    [applied],
  );

  useEffect(() => {
    if (text.trim() === applied) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied]);

  return [text, setText];
}

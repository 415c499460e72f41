/**
 * The menu's category tabs and their panels (ARIA tabs): the tabs are an island
 * (islands/category-tabs.tsx); the panels are the server's HTML. "Todos" holds every card;
 * a category's panel starts empty and is filled with copies of its cards from "Todos" the
 * first time its tab is chosen, so the page's HTML carries each card once.
 */
export const ALL_TAB = "todos";

/** Tab values become element ids, so categories get simple ones, not their names. */
export const categoryTabValue = (index: number) => `categoria-${index}`;
export const tabId = (value: string) => `aba-${value}`;
export const panelId = (value: string) => `painel-${value}`;

/** Shows the panel of `value` (filling it first if it is a category's), hides the others. */
export function showCategoryPanel(
  values: readonly string[],
  value: string,
  category: string | undefined,
): void {
  for (const candidate of values) {
    const panel = document.getElementById(panelId(candidate));
    if (panel) panel.hidden = candidate !== value;
  }
  if (category === undefined) return;
  const grid = document.getElementById(panelId(value))?.querySelector("ul");
  const all = document.getElementById(panelId(ALL_TAB));
  if (!grid || !all || grid.childElementCount > 0) return;
  for (const item of all.querySelectorAll<HTMLElement>("li[data-category]")) {
    if (item.dataset.category === category) grid.append(item.cloneNode(true));
  }
}

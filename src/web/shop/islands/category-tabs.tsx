import { type KeyboardEvent, useRef, useState } from "react";
import {
  ALL_TAB,
  categoryTabValue,
  panelId,
  showCategoryPanel,
  tabId,
} from "#web/shop/features/catalog/category-panels.ts";
import { island } from "#web/shop/hydration/island.tsx";

interface CategoryTabsProps {
  /** The catalogue's categories, in order ("Todos" comes first by itself). */
  categories: string[];
}

/**
 * The menu's category tabs (WAI-ARIA tabs, automatic activation): arrows, Home and End move
 * between them and show their panel. Only the tabs are hydrated: the panels and their cards
 * are the server's HTML (features/catalog/category-panels.ts).
 */
export default function CategoryTabs({ categories }: CategoryTabsProps) {
  const tabs = [
    { value: ALL_TAB, label: "Todos", category: undefined },
    ...categories.map((category, index) => ({
      value: categoryTabValue(index),
      label: category,
      category,
    })),
  ];
  const [selected, setSelected] = useState(ALL_TAB);
  const list = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.value);
    showCategoryPanel(
      tabs.map((candidate) => candidate.value),
      tab.value,
      tab.category,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? current === last
          ? 0
          : current + 1
        : event.key === "ArrowLeft"
          ? current === 0
            ? last
            : current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    select(next);
    list.current?.querySelectorAll("button")[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Categorias"
      aria-orientation="horizontal"
      className="inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-white p-1 shadow-sm"
    >
      {tabs.map((tab, index) => {
        const active = tab.value === selected;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-controls={panelId(tab.value)}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
            className={`rounded-full px-4 py-2 font-semibold text-sm${active ? " bg-brand-600 text-white" : ""}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export const CategoryTabsIsland = island("category-tabs", CategoryTabs);

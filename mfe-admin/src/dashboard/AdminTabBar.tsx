import { cn, focusRing } from '@chefs/ui';
import { type KeyboardEvent, useRef } from 'react';
import { ADMIN_TABS, type AdminTabId } from './admin-tabs';

export interface AdminTabBarProps {
  active: AdminTabId;
  onSelect: (id: AdminTabId) => void;
}

/** An ARIA tab list: arrow keys, Home and End move between tabs. */
export function AdminTabBar({ active, onSelect }: AdminTabBarProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(ADMIN_TABS[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Admin sections"
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
    >
      {ADMIN_TABS.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`admin-panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              '-mb-px shrink-0 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
              selected ? 'border-copper-600 text-brand-900' : 'border-transparent text-muted hover:text-ink',
              focusRing,
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

import { cn, focusRing } from '@chefs/ui';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PortalTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist whose selected tab alone is in the tab
 * order; Left/Right (wrapping), Home and End move between tabs and select them. The page owns
 * which tab is selected (it keeps it in the address, so a reload or a link opens the same tab).
 */
export function PortalTabs({
  tabs,
  label,
  selected,
  onSelect,
}: {
  tabs: PortalTab[];
  label: string;
  selected: string;
  onSelect: (id: string) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    onSelect(tab.id);
    refs.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 rounded-[var(--radius-card)] bg-sand p-1">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                'min-w-0 flex-1 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                focusRing,
                active ? 'bg-white text-brand-900 shadow-sm' : 'text-muted hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={cn('mt-6 rounded-[var(--radius-card)]', focusRing)}
        >
          {tab.id === selected ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}

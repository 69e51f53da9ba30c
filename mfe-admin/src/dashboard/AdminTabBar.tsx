import { cn, focusRing } from '@chefs/ui';
import { type CSSProperties, type KeyboardEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ADMIN_TABS, type AdminTabId } from './admin-tabs';

export interface AdminTabBarProps {
  active: AdminTabId;
  onSelect: (id: AdminTabId) => void;
}

/** The width of the fade at an end that hides tabs (edgeFade), in px: 2.5rem. */
const FADE = 40;
/** How far past a scrolled-to tab the list keeps showing: beyond the fade, with a piece of its neighbour. */
const PEEK = FADE + 8;

/** Which ends of a scrolling list hide tabs (a pixel of rounding is not a hidden tab). */
function hiddenEnds(list: HTMLElement): { start: boolean; end: boolean } {
  return {
    start: list.scrollLeft > 1,
    end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1,
  };
}

/** Fades the ends that hide tabs: on a phone the seven tabs do not fit, and a hard edge hides that more follow. */
function edgeFade({ start, end }: { start: boolean; end: boolean }): CSSProperties | undefined {
  if (!start && !end) return undefined;
  const gradient = `linear-gradient(to right, ${start ? `transparent, #000 ${FADE}px` : '#000'}, ${end ? `#000 calc(100% - ${FADE}px), transparent` : '#000'})`;
  return { maskImage: gradient, WebkitMaskImage: gradient };
}

/**
 * An ARIA tab list: arrow keys, Home and End move between tabs. Where the tabs are wider than the
 * screen the list scrolls sideways: the selected tab is scrolled into sight (a phone opening
 * /admin?tab=users would otherwise show four tabs and none of them selected), and the ends that
 * hide tabs fade out.
 */
export function AdminTabBar({ active, onSelect }: AdminTabBarProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ends, setEnds] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const next = hiddenEnds(list);
    setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    const tab = refs.current[ADMIN_TABS.findIndex((t) => t.id === active)];
    if (!list || !tab) return;
    // Only the list scrolls (scrollIntoView would move the page as well), and only when the tab is
    // out of sight or under a fade; never past either end.
    const [box, edge] = [list.getBoundingClientRect(), tab.getBoundingClientRect()];
    const by =
      edge.left < box.left + FADE
        ? edge.left - box.left - PEEK
        : edge.right > box.right - FADE
          ? edge.right - box.right + PEEK
          : 0;
    if (by) list.scrollLeft = Math.min(Math.max(list.scrollLeft + by, 0), list.scrollWidth - list.clientWidth);
    measure();
  }, [active, measure]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

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
      ref={listRef}
      role="tablist"
      aria-label="Admin sections"
      onScroll={measure}
      style={edgeFade(ends)}
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

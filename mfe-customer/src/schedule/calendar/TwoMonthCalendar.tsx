import { addDays, addMonths } from '@chefs/domain';
import { Button, cn } from '@chefs/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { monthOf, monthTitle, shownMonths } from './calendar-month';
import { MonthGrid } from './MonthGrid';

export interface TwoMonthCalendarProps {
  /** 'YYYY-MM-DD': days before it are disabled. */
  minDate: string;
  /** 'YYYY-MM-DD': days after it are disabled. */
  maxDate: string;
  today: string;
  selected: readonly string[];
  /** A day was clicked (or chosen with Enter or Space). */
  onPick: (date: string) => void;
}

const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Two months side by side (stacked on phones) with previous/next month buttons. Each month
 * is a grid of day buttons; selected days are pressed. Tab reaches one day, the arrow keys
 * move between days (and across months), Enter or Space picks one.
 */
export function TwoMonthCalendar({ minDate, maxDate, today, selected, onPick }: TwoMonthCalendarProps) {
  const [first, setFirst] = useState(() => monthOf(selected[0] ?? minDate));
  const [focused, setFocused] = useState<string | null>(null);
  const [turned, setTurned] = useState(false);
  const moved = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const months = shownMonths(first);
  const lastShown = addDays(addMonths(months[1], 1), -1);
  const isDisabled = (date: string) => date < minDate || date > maxDate;
  const isShown = (date: string) => date >= months[0] && date <= lastShown;
  const candidates = [focused, ...selected, today, minDate, months[0]];
  const tabbable = candidates.find((d): d is string => d !== null && isShown(d) && !isDisabled(d)) ?? null;

  useEffect(() => {
    if (!moved.current || !focused) return;
    moved.current = false;
    root.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, first]);

  const onKeyDown = (date: string, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const target = addDays(date, step);
    if (isDisabled(target)) return;
    if (target < months[0]) setFirst(monthOf(target));
    else if (target > lastShown) setFirst(addMonths(monthOf(target), -1));
    moved.current = true;
    setFocused(target);
  };

  const atStart = months[0] <= monthOf(minDate);
  const atEnd = months[1] >= monthOf(maxDate);
  const turn = (step: number) => {
    setFirst(addMonths(first, step));
    setTurned(true);
  };

  return (
    <div ref={root} className="relative">
      {/* The months a month button turned to, said where the press left the focus. */}
      <p className="sr-only" aria-live="polite">
        {turned ? months.map((month) => monthTitle(month)).join(' and ') : ''}
      </p>
      {/* The month buttons flank the first heading row (the months' own headings sit between them). */}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between [&>*]:pointer-events-auto">
        <MonthButton label="Previous month" atEnd={atStart} onMove={() => turn(-1)}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </MonthButton>
        <MonthButton label="Next month" atEnd={atEnd} onMove={() => turn(1)}>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </MonthButton>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        {months.map((month) => (
          <MonthGrid
            key={month}
            monthStart={month}
            today={today}
            isDisabled={isDisabled}
            isSelected={(date) => selected.includes(date)}
            tabbableDate={tabbable}
            onPick={(date) => {
              setFocused(date);
              onPick(date);
            }}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Previous or next month. At the end of the range it stays in the tab order, marked
 * aria-disabled, and a press does nothing: a `disabled` button would drop the focus of whoever
 * just pressed it to the page.
 */
function MonthButton({
  label,
  atEnd,
  onMove,
  children,
}: {
  label: string;
  atEnd: boolean;
  onMove: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={label}
      aria-disabled={atEnd}
      className={cn(atEnd && 'cursor-not-allowed opacity-50')}
      onClick={atEnd ? undefined : onMove}
    >
      {children}
    </Button>
  );
}

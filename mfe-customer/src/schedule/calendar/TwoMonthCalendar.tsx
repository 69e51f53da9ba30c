import { addDays, addMonths } from '@chefs/domain';
import { Button } from '@chefs/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { monthOf, shownMonths } from './calendar-month';
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

  return (
    <div ref={root} className="relative">
      {/* The month buttons flank the first heading row (the months' own headings sit between them). */}
      <div className="pointer-events-none absolute inset-x-0 top-0 flex items-center justify-between [&>*]:pointer-events-auto">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          disabled={months[0] <= monthOf(minDate)}
          onClick={() => setFirst(addMonths(first, -1))}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next month"
          disabled={months[1] >= monthOf(maxDate)}
          onClick={() => setFirst(addMonths(first, 1))}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
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

import { cn, focusRing, formatLongDate } from '@chefs/ui';
import { type KeyboardEvent } from 'react';
import { monthTitle, monthWeeks, WEEKDAYS } from './calendar-month';

export interface MonthGridProps {
  monthStart: string;
  today: string;
  isDisabled: (date: string) => boolean;
  isSelected: (date: string) => boolean;
  /** The one day reached by Tab (the others by the arrow keys). */
  tabbableDate: string | null;
  onPick: (date: string) => void;
  onKeyDown: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One month as a grid of day buttons, weeks starting on Sunday. */
export function MonthGrid({
  monthStart,
  today,
  isDisabled,
  isSelected,
  tabbableDate,
  onPick,
  onKeyDown,
}: MonthGridProps) {
  const titleId = `calendar-${monthStart}`;
  return (
    <div className="min-w-0">
      <h3 id={titleId} className="mb-2 text-center text-base leading-10 font-semibold text-ink">
        {monthTitle(monthStart)}
      </h3>
      <table role="grid" aria-labelledby={titleId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-xs font-medium text-muted">
                <span aria-hidden="true">{short}</span>
                <span className="sr-only">{long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(monthStart).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => (
                <td key={date ?? `empty-${d}`} className="p-0.5 text-center">
                  {date ? (
                    <DayButton
                      date={date}
                      today={date === today}
                      disabled={isDisabled(date)}
                      selected={isSelected(date)}
                      tabbable={date === tabbableDate}
                      onPick={onPick}
                      onKeyDown={onKeyDown}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  date: string;
  today: boolean;
  disabled: boolean;
  selected: boolean;
  tabbable: boolean;
  onPick: (date: string) => void;
  onKeyDown: (date: string, event: KeyboardEvent<HTMLButtonElement>) => void;
}

function DayButton({ date, today, disabled, selected, tabbable, onPick, onKeyDown }: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={date}
      aria-label={formatLongDate(date)}
      aria-pressed={selected}
      aria-current={today ? 'date' : undefined}
      disabled={disabled}
      tabIndex={tabbable ? 0 : -1}
      onClick={() => onPick(date)}
      onKeyDown={(event) => onKeyDown(date, event)}
      className={cn(
        'mx-auto flex aspect-square w-full max-w-11 items-center justify-center rounded-full text-sm transition-colors',
        focusRing,
        selected
          ? 'bg-brand-800 font-semibold text-white hover:bg-brand-700'
          : disabled
            ? 'cursor-not-allowed text-muted/60 line-through decoration-muted/40'
            : 'cursor-pointer text-ink hover:bg-brand-50',
        today && !selected && 'ring-1 ring-copper-500',
      )}
    >
      {Number(date.slice(8))}
    </button>
  );
}

import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TwoMonthCalendar } from './TwoMonthCalendar';

const TODAY = '2026-11-23';
const MAX = '2027-02-21'; // today + 90 days

function Harness({ initial = [] as string[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <TwoMonthCalendar
        minDate={TODAY}
        maxDate={MAX}
        today={TODAY}
        selected={selected}
        onPick={(date) => setSelected((s) => (s.includes(date) ? s.filter((d) => d !== date) : [...s, date].sort()))}
      />
      <p>selected: {selected.join(', ')}</p>
    </>
  );
}

const grid = (month: string) => screen.getByRole('grid', { name: month });
const day = (label: string) => screen.getByRole<HTMLButtonElement>('button', { name: label });

describe('TwoMonthCalendar', () => {
  it('shows two months as grids, weeks starting on Sunday', () => {
    render(<Harness />);
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    const headers = within(grid('November 2026')).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'SuSunday',
      'MoMonday',
      'TuTuesday',
      'WeWednesday',
      'ThThursday',
      'FrFriday',
      'SaSaturday',
    ]);
    // 1 November 2026 is a Sunday: the first cell of the first week.
    const firstWeek = within(grid('November 2026')).getAllByRole('row')[1];
    expect(within(firstWeek).getAllByRole('button')[0].getAttribute('aria-label')).toBe('Sunday, November 1, 2026');
    expect(within(grid('December 2026')).getAllByRole('row')[1].querySelectorAll('td')[2].textContent).toBe('1'); // 1 December 2026 is a Tuesday
  });

  it('disables the days before today and after today + 90', () => {
    render(<Harness />);
    expect(day('Sunday, November 22, 2026').disabled).toBe(true);
    expect(day('Monday, November 23, 2026').disabled).toBe(false);
    expect(day('Monday, November 23, 2026').getAttribute('aria-current')).toBe('date');
    const prev = screen.getByRole<HTMLButtonElement>('button', { name: 'Previous month' });
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next month' });
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(prev);
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    fireEvent.click(next);
    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(prev.getAttribute('aria-disabled')).toBe('false');
    expect(day('Sunday, February 21, 2027').disabled).toBe(false);
    expect(day('Monday, February 22, 2027').disabled).toBe(true);
  });

  it('keeps the focus on a month button at the end of the range and says which months it turned to', () => {
    render(<Harness />);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next month' });
    expect(screen.queryByText('December 2026 and January 2027')).toBeNull();
    next.focus();
    fireEvent.click(next);
    expect(screen.getByText('December 2026 and January 2027')).toBeInTheDocument();
    fireEvent.click(next);
    expect(screen.getByText('January 2027 and February 2027')).toBeInTheDocument();
    // The last months: the button stays where it was, focusable and focused; a press does nothing.
    expect(next).not.toBeDisabled();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByRole('heading', { name: 'February 2027' })).toBeInTheDocument();
    expect(document.activeElement).toBe(next);
  });

  it('presses the picked days and keeps them sorted whatever the order of picking', () => {
    render(<Harness />);
    fireEvent.click(day('Thursday, December 10, 2026'));
    fireEvent.click(day('Thursday, November 26, 2026'));
    fireEvent.click(day('Thursday, December 3, 2026'));
    expect(screen.getByText('selected: 2026-11-26, 2026-12-03, 2026-12-10')).toBeInTheDocument();
    expect(day('Thursday, December 3, 2026').getAttribute('aria-pressed')).toBe('true');
    expect(day('Friday, December 4, 2026').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(day('Thursday, December 3, 2026'));
    expect(screen.getByText('selected: 2026-11-26, 2026-12-10')).toBeInTheDocument();
  });

  it('is one tab stop; the arrow keys move between days and into the next months', () => {
    render(<Harness />);
    const tabbable = screen.getAllByRole('button').filter((b) => b.tabIndex === 0 && b.dataset.date);
    expect(tabbable.map((b) => b.dataset.date)).toEqual([TODAY]);
    day('Monday, November 23, 2026').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' }); // yesterday is disabled: stays
    expect(document.activeElement?.getAttribute('data-date')).toBe(TODAY);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-30');
    for (let i = 0; i < 5; i++) fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2027-01-04');
    expect(screen.getByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
  });
});

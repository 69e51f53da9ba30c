// Keyboard on a native select in this remote's specs (never imported by the app).
import { act, fireEvent } from '@testing-library/react';

/** Where each key moves the choice of a closed select, from the option chosen now. */
const MOVES: Partial<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * A key pressed on a focused, closed native select, as a browser does it: the keydown, then
 * (unless a handler prevented it) its default action, which jsdom lacks: ↑/↓/Home/End choose
 * another option and fire change at once, with no pointer event before it. Other keys (Enter,
 * Escape) are only the keydown.
 */
export function pressOnSelect(
  select: HTMLSelectElement,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End' | 'Enter' | 'Escape',
) {
  act(() => {
    const proceed = fireEvent.keyDown(select, { key });
    const to = MOVES[key]?.(select.selectedIndex, select.options.length - 1);
    if (proceed && to !== undefined && to !== select.selectedIndex) {
      select.selectedIndex = to;
      fireEvent.change(select);
    }
    fireEvent.keyUp(select, { key });
  });
}

/**
 * A choice picked with the mouse from the select's opened list: the press on the select (which
 * opens the list), then the change once an option is picked.
 */
export function pickWithPointer(select: HTMLSelectElement, value: string) {
  fireEvent.pointerDown(select);
  fireEvent.mouseDown(select);
  fireEvent.change(select, { target: { value } });
}

import { type ReactNode } from 'react';

/** One answer of a RadioCardGroup or CheckboxCardGroup. */
export interface ChoiceOption<V extends string | number = string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the card, e.g. a price. */
  aside?: ReactNode;
}

/** Grid columns of a choice group from the small breakpoint up (one column on phones). */
export type ChoiceColumns = 1 | 2 | 3 | 4;

export const choiceColumnClasses: Record<ChoiceColumns, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
  4: 'grid-cols-2 sm:grid-cols-4',
};

/** A stable element id for one option of a group. */
export function choiceId(name: string, value: string | number): string {
  return `${name}-${String(value).replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

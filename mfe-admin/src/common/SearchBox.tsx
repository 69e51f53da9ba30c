import { ADMIN_SEARCH_MAX_LENGTH, ADMIN_SEARCH_MIN_LENGTH } from '@chefs/contracts';
import { Input, Label } from '@chefs/ui';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** How long the box waits after the last key before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  id: string;
  label: string;
  placeholder: string;
  /** The search in effect (from the URL). */
  value: string | undefined;
  /** Called SEARCH_DEBOUNCE_MS after typing stops, with the trimmed text, or undefined once cleared. */
  onSearch: (value: string | undefined) => void;
}

/**
 * The search a table asks the server for, from the URL's `q`: the box's own rule (trimmed, at
 * least ADMIN_SEARCH_MIN_LENGTH characters, at most ADMIN_SEARCH_MAX_LENGTH), else none. A link
 * edited by hand (`?q=a`) used to reach the server, which refuses it (400): the table showed "We
 * couldn't load the chefs" with a Try again that could never work. Now it shows every row, and
 * the box, holding the text, says to type more, as while typing.
 */
export function searchQuery(value: string | undefined): string | undefined {
  const term = value?.trim().slice(0, ADMIN_SEARCH_MAX_LENGTH).trim() ?? '';
  return term.length >= ADMIN_SEARCH_MIN_LENGTH ? term : undefined;
}

/**
 * A labelled search box above an admin table. It searches once typing pauses, and only with at
 * least ADMIN_SEARCH_MIN_LENGTH characters (what the server accepts; it says so below the box
 * meanwhile); clearing it shows every row again. A value changed from outside (Back, Clear
 * filters) replaces the text.
 */
export function SearchBox({ id, label, placeholder, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value ?? '');
  }, [value]);

  const term = text.trim();
  const tooShort = term.length > 0 && term.length < ADMIN_SEARCH_MIN_LENGTH;
  useEffect(() => {
    const next = term === '' ? undefined : term;
    if (tooShort || next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      search.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, tooShort]);

  const hintId = `${id}-hint`;
  return (
    <div className="col-span-2 sm:w-64">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <Input
          id={id}
          type="search"
          className="w-full pl-9"
          placeholder={placeholder}
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          value={text}
          aria-describedby={tooShort ? hintId : undefined}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      {tooShort ? (
        <p id={hintId} className="mt-1 text-xs text-muted" aria-live="polite">
          Type at least {ADMIN_SEARCH_MIN_LENGTH} characters to search.
        </p>
      ) : null}
    </div>
  );
}

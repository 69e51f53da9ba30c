import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a failed check, the first field to fix (the first control marked aria-invalid, in the
 * page's order) gets the focus: it announces its message, and the keyboard is where the work is.
 * Call the returned function whenever a check fails (a second failure focuses again); the focus
 * moves once the messages have been drawn.
 */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>): () => void {
  const [failedChecks, setFailedChecks] = useState(0);
  useEffect(() => {
    if (failedChecks > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedChecks, root]);
  return useCallback(() => setFailedChecks((n) => n + 1), []);
}

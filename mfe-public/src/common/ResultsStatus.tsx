export interface ResultsStatusProps {
  /** What the list holds now: its count, its empty message, or nothing while it loads or fails. */
  text: string;
  /** On the page (a count above the cards), or for screen readers only (the page shows it otherwise). */
  visible: boolean;
}

/**
 * A results list's one polite live region. It is drawn in every state of the list (loading,
 * failed, found, nothing found) and only its text changes, so each new count or "nothing found"
 * is read out: a region that appears together with its text, as the count used to, is often
 * not. While the list loads it is empty, so the same count after another search is read again.
 */
export function ResultsStatus({ text, visible }: ResultsStatusProps) {
  return (
    <p role="status" className={visible ? 'mb-4 text-sm text-muted' : 'sr-only'}>
      {text}
    </p>
  );
}

/**
 * Try again in a tab: the message and its button give way to what it loads, and the focus of
 * whoever pressed it fell to <body> (a keyboard user started again from the top, a screen reader
 * said nothing). The focus first goes to the tab's panel, which stays (it is focusable and names
 * its tab), then `refetch` reads again.
 */
export function retryInPanel(inside: { current: HTMLElement | null }, refetch: () => unknown): () => void {
  return () => {
    inside.current?.closest<HTMLElement>('[role="tabpanel"]')?.focus({ preventScroll: true });
    void refetch();
  };
}

/**
 * The tab panel holding `inside`: where the focus waits after Try again in a tab (ErrorState's
 * retryFocus), as the panel stays, is focusable and names its tab.
 */
export const panelAround = (inside: { current: HTMLElement | null }) => () =>
  inside.current?.closest<HTMLElement>('[role="tabpanel"]');

import { type ReactNode } from 'react';

/** docs/product.md §9: one toast visible at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;
/** docs/product.md §9: display duration. */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader announces for the action; defaults to the label. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
}

export interface ToastItemState extends ToastOptions {
  id: string;
  open: boolean;
}

type Listener = (toasts: ToastItemState[]) => void;

let toasts: ToastItemState[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItemState[]): void {
  toasts = next;
  listeners.forEach((listener) => listener(toasts));
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Hides a toast (all toasts when no id is given). */
export function dismissToast(id?: string): void {
  publish(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
}

/** Shows a toast; the newest replaces the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  publish([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastItemState[] {
  return toasts;
}

/** How long a redirect waits for a Toaster that is still loading before it goes anyway. */
const TOASTER_WAIT_MS = 3000;
let mountedToasters = 0;
const waitingForToaster = new Set<() => void>();

/** A Toaster says it is on the page (and, when it leaves, that it is gone). */
export function toasterMounted(): () => void {
  mountedToasters += 1;
  for (const run of [...waitingForToaster]) run();
  return () => {
    mountedToasters -= 1;
  };
}

/**
 * Runs `then` once toasts can be seen: at once when a Toaster is on the page, else when one
 * mounts (the shell loads its Toaster with the first toast), and at most 3 s later whatever
 * happens. For a toast followed by a full-page redirect ("You are logged out. Logging in
 * again..."), so the redirect's delay starts when the toast shows, not while its code loads.
 * Returns a function that cancels the wait.
 */
export function whenToasterShown(then: () => void): () => void {
  if (mountedToasters > 0) {
    then();
    return () => undefined;
  }
  const cancel = () => {
    clearTimeout(timer);
    waitingForToaster.delete(run);
  };
  const run = () => {
    cancel();
    then();
  };
  const timer = setTimeout(run, TOASTER_WAIT_MS);
  waitingForToaster.add(run);
  return cancel;
}

/**
 * Runs `then` `delayMs` after toasts can be seen (whenToasterShown): the delay of a redirect that
 * follows a toast ("Redirecting to home...", "Logging in again..."), counted from when the toast
 * shows. Returns a function that cancels both the wait and the delay.
 */
export function afterToasterShown(delayMs: number, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = whenToasterShown(() => {
    timer = setTimeout(then, delayMs);
  });
  return () => {
    stopWaiting();
    clearTimeout(timer);
  };
}

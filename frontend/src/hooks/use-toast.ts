import { useSyncExternalStore, type ReactNode } from 'react';

const TOAST_LIMIT = 3;
const TOAST_REMOVE_DELAY_MS = 5_000;
export const TOAST_DEFAULT_DURATION_MS = 5_000;

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

export interface ToastAction {
  label: string;
  altText?: string;
  onClick: () => void;
}

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
  /** News an action brings to the page it moves to (a sign-in's welcome): kept through that one page change. */
  forNextPage?: boolean;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  shownAt: number;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A toast raised this long before a page change belongs to the page left; one raised by the change itself stays. */
const PAGE_CHANGE_GRACE_MS = 1_000;

const sameEvent = (item: ToastItem, input: ToastInput) => item.title === input.title && item.description === input.description;

/**
 * Shows a toast; at most three stay on screen, the oldest gives way (spec §9). The same news twice (a second click,
 * a retry) replaces the first toast instead of stacking a copy of it.
 */
export function toast(input: ToastInput) {
  counter += 1;
  const id = `toast-${counter}`;
  const others = toasts.filter((item) => !(item.open && sameEvent(item, input)));
  emit([{ ...input, id, open: true, shownAt: Date.now() }, ...others].slice(0, TOAST_LIMIT));
  return id;
}

/** On a page change: news about the page left goes with it. */
export function dismissToastsOfPageLeft() {
  const before = Date.now() - PAGE_CHANGE_GRACE_MS;
  for (const item of toasts) if (item.open && item.shownAt < before && !item.forNextPage) dismissToast(item.id);
  // Carried over once: at the page change after, it is news of the page left like any other.
  if (toasts.some((item) => item.forNextPage)) emit(toasts.map((item) => ({ ...item, forNextPage: false })));
}

export function dismissToast(id: string) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** The toasts as they stand, closing ones included. */
export const currentToasts = () => toasts;

export function useToasts() {
  return useSyncExternalStore(subscribe, currentToasts, currentToasts);
}

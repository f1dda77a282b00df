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
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
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

/** Shows a toast; at most three stay on screen, the oldest gives way (spec §9). */
export function toast(input: ToastInput) {
  counter += 1;
  const id = `toast-${counter}`;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
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

export function useToasts() {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}

import { useSyncExternalStore } from 'react';

/**
 * One toast at a time (docs/product/09-information-pages.md §9.5): a new toast replaces the one on screen. A tiny module-level store so
 * any code — a component, a mutation's onError, the query cache — can call `toast()`.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastState = ToastInput & { id: number; open: boolean };

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...input, id, open: true };
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes the toast (the given one only, so a late timer cannot close its replacement). */
export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastState(): ToastState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}

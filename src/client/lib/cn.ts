import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets a caller's Tailwind class override a wrapper's default. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

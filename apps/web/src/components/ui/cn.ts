import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the one helper every component uses to combine its own classes with a caller's. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}

// Made at the first use and kept: toLocaleString builds a new Intl formatter on every call.
let number: Intl.NumberFormat | undefined;

/** '1,234': a count or an XP total as the app shows numbers. */
export function formatNumber(value: number): string {
  number ??= new Intl.NumberFormat('en');
  return number.format(value);
}

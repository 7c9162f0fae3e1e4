/**
 * '1,234': a count or an XP total as the app shows numbers (English grouping, as the whole app is in English).
 * Not Intl.NumberFormat: its first use loads the locale's number data, tens of milliseconds on a slow phone
 * while the dashboard first renders, and the app's numbers are whole and in one locale.
 */
export function formatNumber(value: number): string {
  if (!Number.isInteger(value)) return String(value);
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

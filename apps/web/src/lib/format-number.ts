/**
 * '1,234': a count or an XP total as the app shows numbers (English grouping, as the whole app is in English).
 * Not Intl.NumberFormat: its first use loads the locale's number data, tens of milliseconds on a slow phone
 * while the dashboard first renders, and the app's numbers are whole and in one locale. The same function
 * prints the counts of `countOf` ('1,234 reviews'), so a number reads alike with or without its noun.
 */
export { formatNumber } from '@teachloop/shared';

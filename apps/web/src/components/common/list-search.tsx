import { SearchField } from '../ui/field';

/**
 * A list page's search box (circles, activity, leaderboard): its label and placeholder come from the feature's
 * texts, and every keystroke goes to the page's filter state.
 */
export function ListSearch({
  texts,
  value,
  onSearch,
  maxLength,
}: {
  texts: { searchLabel: string; searchPlaceholder: string };
  value: string;
  onSearch: (value: string) => void;
  maxLength: number;
}) {
  return (
    <SearchField
      label={texts.searchLabel}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      placeholder={texts.searchPlaceholder}
      maxLength={maxLength}
    />
  );
}

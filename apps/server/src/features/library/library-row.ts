/** A library row as its reads select it: the copy, and what the author's byline needs. */
export interface LibraryRow {
  teachback_id: string;
  author_id: string;
  course: string;
  item: string;
  title: string;
  prompt: string;
  body: string;
  stars: number;
  helpful: number;
  published_at: number;
  display_name: string | null;
  handle: string | null;
  public_profile: number;
  profile_hidden_at: number | null;
}

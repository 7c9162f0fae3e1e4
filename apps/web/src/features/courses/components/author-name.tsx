import { Link } from 'react-router';

/** An explanation's author: a link to their public profile when it is public (a handle), else the name alone. */
export function AuthorName({ author }: { author: { name: string; handle: string | null } }) {
  if (author.handle === null) return <span className="font-medium text-fg">{author.name}</span>;
  return (
    <Link to={`/u/${encodeURIComponent(author.handle)}`} className="font-medium text-primary hover:underline">
      {author.name}
    </Link>
  );
}

import { Navigate, useParams } from 'react-router';

/** Spec: /challenges/{id} only redirects, replacing history, to its work page. */
export function ChallengeRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/challenges/${encodeURIComponent(id)}/work`} replace />;
}

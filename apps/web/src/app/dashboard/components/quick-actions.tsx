import { ListChecks, Plus, Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';

/** Spec: quick buttons to create a challenge, see one's challenges and find a circle. */
export function QuickActions() {
  return (
    <>
      <ButtonLink to="/challenges/create">
        <Plus aria-hidden className="size-4" />
        Create challenge
      </ButtonLink>
      <ButtonLink to="/challenges" variant="secondary">
        <ListChecks aria-hidden className="size-4" />
        My challenges
      </ButtonLink>
      <ButtonLink to="/circles" variant="secondary">
        <Users aria-hidden className="size-4" />
        Find a circle
      </ButtonLink>
    </>
  );
}

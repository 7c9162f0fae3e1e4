import { ButtonLink } from '../../components/ui/button';

/** A signed-out visitor's way in, in the header and in the mobile menu: Log in, then the sign-up link. */
export function GuestLinks({ signUpLabel, className }: { signUpLabel: string; className: string }) {
  return (
    <div className={className}>
      <ButtonLink to="/login" variant="secondary">
        Log in
      </ButtonLink>
      <ButtonLink to="/signup">{signUpLabel}</ButtonLink>
    </div>
  );
}

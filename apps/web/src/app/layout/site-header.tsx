import { Suspense } from 'react';
import { Container } from '../../components/ui/page';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { GuestLinks } from './guest-links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MainNav } from './main-nav';
import { useNavLinks } from './use-nav-links';

const SignedInControls = lazyComponent(() => import('./signed-in-controls').then((m) => m.SignedInControls));

/**
 * The spec's site header: 60 px, sticky, inline navigation above 768 px (nav:) and a hamburger menu at 768 px
 * or less. Both are in the DOM; CSS shows one, so no resize listener is needed. The app's navigation (signed
 * in: seven pages, two with counts, the bell and the avatar) needs more room, so it goes inline from 1024 px (lg:)
 * and stays in the menu below that; it keeps its tighter spacing up to 1280 px (xl:), where seven links fit.
 */
export function SiteHeader() {
  const { status, user } = useSession();
  const { app } = useNavLinks();

  return (
    <header className="sticky top-0 z-40 h-header border-b border-line bg-surface">
      {/* Tighter spacing just above the breakpoint, where every link and both buttons must still fit. */}
      <Container className="flex h-full items-center gap-4 xl:gap-8">
        <Logo className="shrink-0" />
        <MainNav
          className={app ? 'hidden lg:block' : 'hidden nav:block'}
          listClassName="flex items-center lg:gap-1"
          linkClassName="flex items-center px-2.5 py-2 whitespace-nowrap xl:px-3"
        />
        <div className="ml-auto flex items-center gap-2">
          {/* Nothing while the session loads, so a signed-in user never sees 'Log in' flash. */}
          {status === 'loading' || status === 'error' ? null : user ? (
            <Suspense fallback={null}>
              <SignedInControls user={user} />
            </Suspense>
          ) : (
            <GuestLinks signUpLabel="Join Now" className="hidden items-center gap-2 nav:flex" />
          )}
          <div className={app ? 'lg:hidden' : 'nav:hidden'}>
            <MobileMenu />
          </div>
        </div>
      </Container>
    </header>
  );
}

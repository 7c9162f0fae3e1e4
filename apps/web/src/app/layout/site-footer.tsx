import { Link } from 'react-router';
import { Container } from '../../components/ui/page';
import { Logo } from './logo';
import { FOOTER_LINKS } from './nav-links';
import { ThemeSwitch } from './theme-switch';

/** Every page's footer; the spec's public pages are here for everyone, and only here once signed in. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <Container className="flex flex-col gap-8 py-10 nav:flex-row nav:items-start nav:justify-between">
        <div className="flex max-w-xs flex-col gap-3">
          <Logo className="self-start" />
          <p className="text-sm text-muted">Students learn better by teaching each other.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-sm font-medium text-muted hover:text-fg">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <div className="border-t border-line">
        <Container className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">© {new Date().getFullYear()} Teachloop</p>
          <ThemeSwitch />
        </Container>
      </div>
    </footer>
  );
}

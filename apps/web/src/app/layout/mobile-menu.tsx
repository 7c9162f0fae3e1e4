import { Menu } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { fetchAhead } from '../../lib/fetch-ahead';
import { lazyComponent } from '../../lib/lazy-component';
import { toggleClass } from './mobile-menu-toggle';

const MobileMenuDialog = lazyComponent(() => import('./mobile-menu-dialog').then((m) => m.MobileMenuDialog));
const preloadDialog = () => fetchAhead(MobileMenuDialog.preload);

/**
 * The hamburger button and navigation panel for 768 px or less (hidden wider by the caller's nav: classes).
 * The panel is a Radix dialog (mobile-menu-dialog.tsx) whose code, with Radix's focus trap and scroll lock,
 * loads when the hamburger is first pointed at, focused or pressed, not with every page: until then this is a
 * plain button that looks the same. Once loaded, the dialog's own trigger takes the button's place.
 */
export function MobileMenu() {
  const location = useLocation();
  // Open for one location only: any navigation (link, Back, redirect) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const open = openAt === location.key;
  const panelId = useId();

  const placeholder = (
    <button
      type="button"
      className={toggleClass}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={panelId}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onClick={() => {
        setUsed(true);
        setOpenAt(location.key);
      }}
    >
      <Menu className="size-6" aria-hidden />
    </button>
  );
  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenuDialog
        open={open}
        onOpenChange={(next) => setOpenAt(next ? location.key : null)}
        panelId={panelId}
      />
    </Suspense>
  );
}

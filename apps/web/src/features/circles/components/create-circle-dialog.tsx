import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/page';
import { fetchAhead } from '../../../lib/fetch-ahead';
import { lazyComponent } from '../../../lib/lazy-component';
import { CIRCLE_TEXTS } from '../circle-texts';

const CreateCircleForm = lazyComponent(() => import('./create-circle-form').then((m) => m.CreateCircleForm));
const preloadForm = () => fetchAhead(CreateCircleForm.preload);

/**
 * 'Create a circle': a button that opens the form in a dialog. The form's code loads when the button is first
 * pointed at or focused (or, at the latest, pressed), so the page's first load carries no form library.
 */
export function CreateCircleDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={CIRCLE_TEXTS.create}
      description="Name it, say what it focuses on, and choose who may join."
      trigger={
        <Button onPointerEnter={preloadForm} onFocus={preloadForm}>
          <Plus aria-hidden className="size-4" />
          {CIRCLE_TEXTS.create}
        </Button>
      }
    >
      {open ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <CreateCircleForm />
        </Suspense>
      ) : null}
    </Dialog>
  );
}

import { BLOCK_TEXTS as T } from '@teachloop/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { RequestErrorBanner } from '../../../components/common/form-error-banner';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { loadErrorText } from '../../../lib/error-text';
import { useBlockPerson } from '../api/blocks';

/**
 * 'Block' where one meets a person (a public profile, a circle's members, a review's author): a confirmation
 * that says what a block does, then the block. The person is never told. Once blocked, a status line says so
 * (Settings → Blocked people undoes it).
 */
export function BlockPersonButton({
  userId,
  name,
  size = 'sm',
}: {
  userId: string;
  name: string;
  size?: 'sm' | 'md';
}) {
  const block = useBlockPerson();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const confirm = () =>
    block.mutate(userId, {
      onSuccess: () => {
        setOpen(false);
        setDone(true);
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) block.reset();
        }}
        role="alertdialog"
        trigger={
          <Button variant="secondary" size={size} aria-label={`${T.block} ${name}`}>
            <Ban aria-hidden className="size-4" />
            {T.block}
          </Button>
        }
        title={T.confirmTitle(name)}
        description={T.confirmBody}
      >
        <RequestErrorBanner error={block.error} text={(error) => loadErrorText(error, T.failed)} />
        <DialogActions className="mt-0">
          <Button variant="danger" disabled={block.isPending} onClick={confirm}>
            {T.block}
          </Button>
        </DialogActions>
      </Dialog>
      {done ? (
        <p role="status" className="text-sm text-muted">
          {T.blocked(name)}
        </p>
      ) : null}
    </div>
  );
}

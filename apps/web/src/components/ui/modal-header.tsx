import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The title bar that the dialog and the sheet share: the title (which names the modal for assistive technology),
 * an optional description, and a Close button. Must be rendered inside a Radix dialog's Content.
 */
export function ModalHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
      <div className="min-w-0">
        <RadixDialog.Title className="text-xl font-semibold text-fg">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>
        ) : null}
      </div>
      <RadixDialog.Close
        aria-label="Close"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-2 hover:text-fg"
      >
        <X aria-hidden className="size-5" />
      </RadixDialog.Close>
    </div>
  );
}

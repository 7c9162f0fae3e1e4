import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { Button } from './button';
import { cn } from './cn';
import { ModalHeader } from './modal-header';

/**
 * A centred modal dialog (Radix): focus moves in and stays inside, Escape or a press outside closes it, focus
 * returns to what opened it, and the page behind is hidden from assistive technology. `role="alertdialog"`
 * suits a confirmation that interrupts. On a phone it takes the screen's width and scrolls within.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  role,
  trigger,
  children,
  className,
  initialFocus,
}: {
  /** The button that opens it: focus returns there when the dialog closes. */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  className?: string;
  /** Where focus goes on opening (e.g. the one field to fill); by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in" />
        <RadixDialog.Content
          role={role ?? 'dialog'}
          {...(initialFocus
            ? {
                onOpenAutoFocus: (event: Event) => {
                  event.preventDefault();
                  initialFocus.current?.focus();
                },
              }
            : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg',
            '-translate-x-1/2 -translate-y-1/2 flex-col rounded-card border border-line bg-surface shadow-2xl',
            'focus:outline-none motion-safe:animate-fade-in',
            className,
          )}
        >
          <ModalHeader title={title} description={description} />
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * The dialog's actions: the main one (`children`) first in the tab order, then Cancel, which closes the dialog;
 * stacked on a phone, in a row wider.
 */
export function DialogActions({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-start', className)}>
      {children}
      <RadixDialog.Close asChild>
        <Button variant="secondary">Cancel</Button>
      </RadixDialog.Close>
    </div>
  );
}

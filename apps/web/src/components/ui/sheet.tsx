import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { ModalHeader } from './modal-header';

/**
 * A modal side sheet (a Radix dialog): focus moves in and stays inside, Escape or a press outside closes it,
 * and the page behind is hidden from assistive technology. It slides in from the right where motion is welcome
 * and covers the whole screen on a phone.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  onCloseAutoFocus,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  onCloseAutoFocus?: ComponentProps<typeof Dialog.Content>['onCloseAutoFocus'];
  children: ReactNode;
  className?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          // Focus starts on the sheet itself, so its title is read first and Tab continues from its top.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          tabIndex={-1}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-y-0 right-0 z-50 flex w-full flex-col border-l border-line bg-surface shadow-2xl',
            'focus:outline-none sm:max-w-xl motion-safe:animate-sheet-in',
            className,
          )}
        >
          <ModalHeader title={title} description={description} />
          <div className="flex min-h-0 flex-1 flex-col">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button that closes the sheet it is in (Cancel). */
export const SheetClose = Dialog.Close;

/** The sheet's scrolling content. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6', className)} {...props} />;
}

/** The sheet's actions, always in view at its bottom edge. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'grid shrink-0 grid-cols-2 gap-3 border-t border-line bg-surface px-5 py-4 sm:flex sm:justify-end sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

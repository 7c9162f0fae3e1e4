import type { ComponentProps, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: Variant;
  size?: Size;
}

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-strong shadow-sm',
  secondary: 'bg-surface text-fg border border-line hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  // Tinted rather than solid: white on the dark scheme's light red fails contrast; red on its tint passes in both.
  danger: 'border border-danger/50 bg-danger-soft text-danger hover:border-danger',
};

const SIZES: Record<Size, string> = {
  sm: 'h-8 px-3 text-sm gap-1.5',
  md: 'h-10 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
};

/** The classes of a button, shared by <Button> and <ButtonLink> so a link can look exactly like a button. */
export function buttonClasses({ variant = 'primary', size = 'md' }: StyleProps = {}, extra?: string): string {
  return cn(
    'inline-flex items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

/** A button (type="button" unless told otherwise); its `ref` reaches the DOM node, as Radix's asChild needs. */
export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & StyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & StyleProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}

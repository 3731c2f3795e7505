import type { ComponentProps, ReactNode } from 'react';

type Variant = 'solid' | 'outline' | 'plain' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

/**
 * A button of the first screens (kit.css): looks like Chakra's button recipe (solid is the felt
 * colour palette) without Chakra's runtime. `loading` keeps the label's room and shows a spinner.
 */
export function Button({
  variant = 'solid',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: { variant?: Variant; size?: Size; loading?: boolean; children: ReactNode } & ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={className ? `kl-button ${className}` : 'kl-button'}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className="kl-button-spinner">
            <span className="kl-spinner" />
          </span>
          <span>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A link that looks like a button (kit.css). */
export function ButtonLink({
  variant = 'solid',
  size = 'md',
  className,
  ...props
}: { variant?: Variant; size?: Size } & ComponentProps<'a'>) {
  return (
    <a
      className={className ? `kl-button ${className}` : 'kl-button'}
      data-variant={variant}
      data-size={size}
      {...props}
    />
  );
}

export function Spinner({ size }: { size?: 'md' | 'lg' }) {
  return <span className="kl-spinner" data-size={size} />;
}

import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ComponentProps, useId } from 'react';

// The account pages' form parts, styled by ui/kit.css (Chakra's field, input and alert looks without
// its runtime): the sign-in page is the first screen of most visits.

export function TextField({
  label,
  error,
  helper,
  id,
  ...input
}: { label: string; error?: string | null; helper?: string } & ComponentProps<'input'>) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const shown = error || helper;
  return (
    <div className="kl-field" data-invalid={error ? '' : undefined}>
      <label className="kl-field-label" htmlFor={inputId}>
        {label}
      </label>
      <input
        className="kl-input"
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={shown ? helpId : undefined}
        {...input}
      />
      {error ? (
        <div className="kl-field-error" id={helpId}>
          {error}
        </div>
      ) : (
        helper && (
          <div className="kl-field-helper" id={helpId}>
            {helper}
          </div>
        )
      )}
    </div>
  );
}

const ICONS = { error: CircleAlert, success: CircleCheck, info: Info };

export function FormAlert({
  status,
  children,
}: {
  status: 'error' | 'success' | 'info';
  children: React.ReactNode;
}) {
  const Icon = ICONS[status];
  return (
    <div className="kl-alert" data-status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Icon aria-hidden />
      <div>{children}</div>
    </div>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A form laid out as a stack; our own messages replace the browser's validation bubbles. */
export function Form({
  onSubmit,
  children,
}: {
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  return (
    <form className="kl-stack" noValidate onSubmit={onSubmit}>
      {children}
    </form>
  );
}

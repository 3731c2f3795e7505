import { Alert, Field, Input, Stack } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export function TextField({
  label,
  error,
  helper,
  ...input
}: { label: string; error?: string | null; helper?: string } & ComponentProps<typeof Input>) {
  return (
    <Field.Root invalid={Boolean(error)} required={input.required}>
      <Field.Label>{label}</Field.Label>
      <Input size="lg" {...input} />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function FormAlert({
  status,
  children,
}: {
  status: 'error' | 'success' | 'info';
  children: React.ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Description>{children}</Alert.Description>
    </Alert.Root>
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
    <Stack asChild gap="4">
      <form noValidate onSubmit={onSubmit}>
        {children}
      </form>
    </Stack>
  );
}

/** Why a command may not happen. Returned by deciders, shown to users as typed GraphQL errors. */
export interface DomainError {
  kind: 'validation' | 'conflict' | 'notFound' | 'forbidden';
  message: string;
  /** The input field at fault, when there is one. */
  field?: string;
}

export const rejected = (kind: DomainError['kind'], message: string, field?: string): DomainError =>
  field ? { kind, message, field } : { kind, message };

export function isDomainError(value: unknown): value is DomainError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'message' in value &&
    !Array.isArray(value)
  );
}

/** The id of streams that belong to no organisation (users, the installation). */
export const GLOBAL_ORG = 'global';

/** The message of a mutation's typed error result (validation issues joined), for showing it. */
export function errorMessageOf(result: {
  readonly issues?: readonly { readonly message: string }[] | null;
  readonly message?: string | null;
}): string {
  return result.issues?.map((i) => i.message).join(' ') || result.message || 'Error';
}

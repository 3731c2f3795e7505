/** The stream was not at the version the command expected: someone else wrote first. */
export class ConcurrencyError extends Error {
  override readonly name = 'ConcurrencyError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} is at version ${actual ?? 'none'}, expected ${describe(expected)}`);
  }
}

/** A command id already used for another command (another user, kind of command or input). */
export class CommandIdReusedError extends Error {
  override readonly name = 'CommandIdReusedError';
  constructor(readonly commandId: string) {
    super(`Command id ${commandId} was used for another command`);
  }
}

/** An event in the log does not match its type's schema (after upcasting). */
export class EventSchemaError extends Error {
  override readonly name = 'EventSchemaError';
}

export type ExpectedVersion = number | 'any' | 'no_stream' | 'stream_exists';

function describe(expected: ExpectedVersion) {
  return typeof expected === 'number' ? `version ${expected}` : expected.replace('_', ' ');
}

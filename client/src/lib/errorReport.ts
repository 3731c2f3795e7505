/** What the error report screen shows and sends: SPEC §3 UI error log entry (header, message, other fields). */
export interface ErrorData {
  header: string;
  message: string;
  details?: Record<string, unknown>;
}

export function errorReportOf(error: unknown): ErrorData {
  if (error instanceof Error)
    return {
      header: error.name || 'Error',
      message: error.message || 'Unknown error',
      details: { stack: error.stack },
    };
  if (error && typeof error === 'object' && 'status' in error && 'statusText' in error)
    return { header: `Error ${String(error.status)}`, message: String(error.statusText) };
  return { header: 'Error', message: typeof error === 'string' ? error : JSON.stringify(error) };
}

/** Reads error data from navigation state; null when there is none (SPEC §5 'No Error Message'). */
export function errorFromState(state: unknown): ErrorData | null {
  const error = (state as { error?: unknown } | null)?.error;
  if (!error || typeof error !== 'object') return null;
  const { header, message, details } = error as Partial<ErrorData>;
  if (typeof header !== 'string' || typeof message !== 'string') return null;
  return { header, message, details };
}

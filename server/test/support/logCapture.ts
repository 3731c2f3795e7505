import pino, { type Logger } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A pino logger that keeps every line (debug and up) for the test to read. */
export function capturedLogger(): { logger: Logger; lines: LogLine[]; errors(): LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  // pino's levels: 50 is error, 60 fatal.
  return { logger, lines, errors: () => lines.filter((l) => l.level >= 50) };
}

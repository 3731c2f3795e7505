import type { RecordedEvent } from '@kicker/events';
import type { RowChange } from './rowChanges.ts';

/**
 * A read model: which events it reads and the pure fold that turns one event into row changes.
 * `inline` models are written in the append's transaction (a user sees their own write at once);
 * `catchUp` models follow the log behind a checkpoint stored with their rows.
 */
export interface Projection {
  name: string;
  mode: 'inline' | 'catchUp';
  /** Tables this projection owns; emptied before a rebuild. */
  tables: readonly string[];
  eventTypes: readonly string[];
  fold(event: RecordedEvent): RowChange[];
}

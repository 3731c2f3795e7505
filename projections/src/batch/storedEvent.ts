import type { EventCatalogue, EventMetadata, RecordedEvent } from '@kicker/events';
import pg from 'pg';

// The events of a COPY read (readLog.ts) come as text. Most read models look at few of them, and
// the one that sees every event (eventStats) never looks at their data: an event's data and
// metadata are parsed, and its data upcast and validated (the catalogue's decode), when a fold
// first reads them; the result is what toRecorded gives for the same row.

/** timestamptz from text as pg parses it for every other query (the same Date). */
const parseTimestamp = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (
  text: string,
) => Date;

export class StoredEvent implements RecordedEvent {
  #data: unknown;
  #metadata: EventMetadata | undefined;
  #recordedAt: Date | undefined;

  constructor(
    private readonly catalogue: EventCatalogue,
    readonly type: string,
    readonly orgId: string,
    readonly streamId: string,
    readonly streamVersion: number,
    readonly eventId: string,
    readonly globalPosition: number,
    readonly transactionId: string,
    private readonly schemaVersion: number,
    private readonly dataText: string,
    private readonly metadataText: string,
    private readonly recordedAtText: string,
  ) {}

  get data(): unknown {
    if (this.#data === undefined)
      this.#data = this.catalogue.decode(this.type, this.schemaVersion, JSON.parse(this.dataText));
    return this.#data;
  }

  get metadata(): EventMetadata {
    this.#metadata ??= JSON.parse(this.metadataText) as EventMetadata;
    return this.#metadata;
  }

  get recordedAt(): Date {
    this.#recordedAt ??= parseTimestamp(this.recordedAtText);
    return this.#recordedAt;
  }
}

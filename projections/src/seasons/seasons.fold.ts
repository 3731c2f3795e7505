import type { RecordedEvent, SeasonEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

export function foldSeason(event: RecordedEvent<SeasonEvent>): RowChange[] {
  const { number, startsOn, endsOn } = event.data;
  return [
    {
      op: 'upsert',
      table: 'seasons',
      key: { org_id: event.orgId, number },
      values: { starts_on: new Date(startsOn), ends_on: new Date(endsOn) },
    },
  ];
}

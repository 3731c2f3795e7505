import type { PlayerEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

/** SPEC "Claiming": the unclaimed player as it was, kept in 'guests' when a user claims it. */
export function foldGuestPlayer(event: RecordedEvent<PlayerEvent>): RowChange[] {
  if (event.type !== 'PlayerClaimed') return [];
  const { playerId, userId, guest } = event.data;
  return [
    {
      op: 'upsert',
      table: 'guest_players',
      key: { org_id: event.orgId, player_id: playerId },
      values: {
        name: guest.name,
        nickname: guest.nickname,
        location_id: guest.locationId,
        department: guest.department,
        image_url: guest.imageUrl,
        claimed_by: userId,
        claimed_at: event.recordedAt,
      },
    },
  ];
}

import type { PlayerEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

export function foldPlayer(event: RecordedEvent<PlayerEvent>): RowChange[] {
  switch (event.type) {
    case 'PlayerCreated': {
      const d = event.data;
      return [
        {
          op: 'upsert',
          table: 'players',
          key: { org_id: event.orgId, player_id: d.playerId },
          values: {
            name: d.name,
            nickname: d.nickname,
            location_id: d.locationId,
            department: d.department,
            image_url: d.imageUrl,
            user_id: d.userId,
            is_host: d.isHost,
            is_disabled: false,
            created_at: event.recordedAt,
            updated_at: event.recordedAt,
          },
        },
      ];
    }
    case 'PlayerClaimed':
      // The player keeps its id and history; it now belongs to the user (role 'player').
      return [
        {
          op: 'update',
          table: 'players',
          key: { org_id: event.orgId, player_id: event.data.playerId },
          values: { user_id: event.data.userId, updated_at: event.recordedAt },
        },
      ];
    case 'PlayerProfileChanged': {
      const d = event.data;
      return [
        {
          op: 'update',
          table: 'players',
          key: { org_id: event.orgId, player_id: d.playerId },
          values: {
            nickname: d.nickname,
            image_url: d.imageUrl,
            location_id: d.locationId,
            department: d.department,
            updated_at: event.recordedAt,
          },
        },
      ];
    }
    case 'PlayerRenamed':
      return [update(event, { name: event.data.name })];
    case 'PlayerDisabled':
    case 'PlayerEnabled':
      return [update(event, { is_disabled: event.type === 'PlayerDisabled' })];
    case 'PlayerHostChanged':
      return [update(event, { is_host: event.data.isHost })];
    case 'PlayerDeleted':
      return [
        { op: 'delete', table: 'players', key: { org_id: event.orgId, player_id: event.data.playerId } },
      ];
  }
}

function update(event: RecordedEvent<PlayerEvent>, values: Record<string, unknown>): RowChange {
  return {
    op: 'update',
    table: 'players',
    key: { org_id: event.orgId, player_id: event.data.playerId },
    values: { ...values, updated_at: event.recordedAt },
  };
}

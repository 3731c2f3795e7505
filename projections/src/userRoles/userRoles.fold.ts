import type { RecordedEvent, UserEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

export function foldUserRole(event: RecordedEvent<UserEvent>): RowChange[] {
  switch (event.type) {
    case 'UserRoleGranted':
      return [
        {
          op: 'upsert',
          table: 'user_roles',
          key: { user_id: event.data.userId, role: event.data.role },
          values: { granted_at: event.recordedAt },
        },
      ];
    case 'UserRoleRevoked':
      return [
        { op: 'delete', table: 'user_roles', key: { user_id: event.data.userId, role: event.data.role } },
      ];
    case 'InstallationClaimed':
    case 'UserEmailMarkedVerified':
      return [];
  }
}

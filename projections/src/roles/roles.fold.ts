import type { RecordedEvent, RolesEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

// DESIGN §11: `organisation_roles` holds each user's grants per organisation, `installation_admins`
// who runs the installation. The legacy per-user claims (`UserRoleGranted`) are not folded: the
// legacy-roles migration turned them into grants once.
export function foldRoles(event: RecordedEvent<RolesEvent>): RowChange[] {
  switch (event.type) {
    case 'RoleGranted':
      return [
        {
          op: 'upsert',
          table: 'organisation_roles',
          key: { org_id: event.orgId, user_id: event.data.userId, role: event.data.role },
          values: { granted_at: event.recordedAt, granted_by: event.metadata.actor ?? null },
        },
      ];
    case 'RoleRevoked':
      return [
        {
          op: 'delete',
          table: 'organisation_roles',
          key: { org_id: event.orgId, user_id: event.data.userId, role: event.data.role },
        },
      ];
    case 'InstallationAdminAppointed':
      return [
        {
          op: 'upsert',
          table: 'installation_admins',
          key: { user_id: event.data.userId },
          values: { appointed_at: event.recordedAt },
        },
      ];
    case 'InstallationAdminDismissed':
      return [{ op: 'delete', table: 'installation_admins', key: { user_id: event.data.userId } }];
    case 'LegacyRolesMigrated':
      return [];
  }
}

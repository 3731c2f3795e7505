import type { OrganisationEvent, RecordedEvent } from '@kicker/events';
import type { RowChange } from '../rowChanges.ts';

// Organisation, its locations and departments as rows. Pure: time comes from the event.
export function foldOrganisation(event: RecordedEvent<OrganisationEvent>): RowChange[] {
  const org_id = event.orgId;
  const at = event.recordedAt;
  const touch: RowChange = {
    op: 'update',
    table: 'organisations',
    key: { org_id },
    values: { updated_at: at },
  };
  switch (event.type) {
    case 'OrganisationCreated': {
      const { name, isPublic, logoUrl, timeZone } = event.data;
      return [
        {
          op: 'upsert',
          table: 'organisations',
          key: { org_id },
          values: {
            name,
            is_public: isPublic,
            logo_url: logoUrl,
            time_zone: timeZone,
            created_by: event.metadata.actor,
            created_at: at,
            updated_at: at,
          },
        },
      ];
    }
    case 'OrganisationDetailsChanged': {
      const { name, isPublic, logoUrl, timeZone } = event.data;
      return [
        {
          op: 'update',
          table: 'organisations',
          key: { org_id },
          values: { name, is_public: isPublic, logo_url: logoUrl, time_zone: timeZone, updated_at: at },
        },
      ];
    }
    case 'LocationAdded':
    case 'LocationChanged': {
      const { locationId, name, lat, long, cameraHost, liveScoring } = event.data;
      const key = { org_id, location_id: locationId };
      const values = { name, lat, long, camera_host: cameraHost, live_scoring: liveScoring };
      return [
        event.type === 'LocationAdded'
          ? {
              op: 'upsert',
              table: 'organisation_locations',
              key,
              values: { ...values, position: event.globalPosition },
            }
          : { op: 'update', table: 'organisation_locations', key, values },
        touch,
      ];
    }
    case 'LocationRemoved':
      return [
        {
          op: 'delete',
          table: 'organisation_locations',
          key: { org_id, location_id: event.data.locationId },
        },
        touch,
      ];
    case 'CameraTokenIssued':
    case 'CameraTokenRevoked': {
      const issued = event.type === 'CameraTokenIssued' ? event.data : null;
      return [
        {
          op: 'update',
          table: 'organisation_locations',
          key: { org_id, location_id: event.data.locationId },
          values: {
            camera_token_hash: issued?.tokenHash ?? null,
            camera_token_start: issued?.start ?? null,
            camera_token_issued_at: issued ? at : null,
          },
        },
        touch,
      ];
    }
    case 'InvitationCreated':
    case 'InvitationRevoked': {
      const created = event.type === 'InvitationCreated' ? event.data : null;
      return [
        {
          op: 'update',
          table: 'organisations',
          key: { org_id },
          values: {
            invitation_id: created?.invitationId ?? null,
            invitation_expires_at: created ? new Date(created.expiresAt) : null,
            updated_at: at,
          },
        },
      ];
    }
    case 'MemberJoined':
      return [
        {
          op: 'upsert',
          table: 'organisation_members',
          key: { org_id, user_id: event.data.userId },
          values: { invitation_id: event.data.invitationId, joined_at: at },
        },
      ];
    case 'DepartmentAdded':
      return [
        {
          op: 'upsert',
          table: 'organisation_departments',
          key: { org_id, name: event.data.name },
          values: { position: event.globalPosition },
        },
        touch,
      ];
    case 'DepartmentRemoved':
      return [
        { op: 'delete', table: 'organisation_departments', key: { org_id, name: event.data.name } },
        touch,
      ];
  }
}

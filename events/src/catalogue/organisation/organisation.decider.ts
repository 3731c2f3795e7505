import { type DomainError, rejected } from '../domainError.ts';
import { nameKey } from '../nameKey.ts';
import type { OrganisationEvent } from './organisation.events.ts';

export interface LocationInput {
  locationId: string;
  name: string;
  /** Both or neither: a location without coordinates is never "the nearest" (issue 28). */
  lat: number | null;
  long: number | null;
  /** Absent: no camera when adding; unchanged when changing. */
  cameraHost?: string | null;
  /**
   * Live scoring offered here; null: the organisation's `defaultLive`. Absent: the default when
   * adding; unchanged when changing.
   */
  liveScoring?: boolean | null;
}

export type Location = Required<LocationInput>;

export interface OrganisationDetails {
  name: string;
  isPublic: boolean;
  logoUrl: string | null;
  timeZone: string;
}

export type OrganisationCommand =
  | {
      type: 'CreateOrganisation';
      organisationId: string;
      details: OrganisationDetails;
      locations: LocationInput[];
      departments: string[];
    }
  | { type: 'ChangeOrganisationDetails'; details: Partial<OrganisationDetails> }
  | { type: 'AddLocation'; location: LocationInput }
  /** An absent cameraHost keeps the location's camera, an absent liveScoring its setting. */
  | { type: 'ChangeLocation'; location: LocationInput }
  | { type: 'RemoveLocation'; locationId: string }
  | { type: 'AddDepartment'; name: string }
  | { type: 'RemoveDepartment'; name: string }
  /** The handler makes the token; the decider sees only its hash and first characters. */
  | { type: 'IssueCameraToken'; locationId: string; tokenHash: string; start: string }
  | { type: 'RevokeCameraToken'; locationId: string }
  /** A new invitation link (it replaces the previous one); `now` is the command's clock. */
  | { type: 'CreateInvitation'; invitationId: string; expiresAt: Date; now: Date }
  | { type: 'RevokeInvitation' }
  /** Someone arrived with the invitation `invitationId` (the handler checked the link's signature). */
  | { type: 'JoinByInvitation'; userId: string; invitationId: string; emailVerified: boolean; now: Date };

/** The organisation's invitation link, while it has one (expired or not). */
export interface Invitation {
  invitationId: string;
  expiresAt: Date;
}

export interface OrganisationState {
  exists: boolean;
  details: OrganisationDetails | null;
  locations: Location[];
  departments: string[];
  /** Locations whose camera agent has a token. */
  cameraTokens: string[];
  invitation: Invitation | null;
  /** Who joined through an invitation link. */
  members: string[];
}

export const MAX_LOCATIONS = 50;
export const COORDINATES_MESSAGE = 'Give both latitude and longitude, or neither';
export const MAX_DEPARTMENTS = 50;

export const initialState: OrganisationState = {
  exists: false,
  details: null,
  locations: [],
  departments: [],
  cameraTokens: [],
  invitation: null,
  members: [],
};

/** How long an invitation link may be valid at most (issue 28; admins choose up to this). */
export const MAX_INVITATION_DAYS = 30;
export const INVITATION_MESSAGES = {
  tooLong: `An invitation link is valid for at most ${MAX_INVITATION_DAYS} days`,
  past: 'An invitation link must be valid for some time',
  none: 'This organisation has no invitation link',
  notValid: 'This invitation link has expired or was revoked. Ask an admin of your league for a new one.',
} as const;

// decide: may this happen? Returns the facts, or the reason it may not.
export function decide(
  cmd: OrganisationCommand,
  state: OrganisationState,
): OrganisationEvent[] | DomainError {
  if (cmd.type === 'CreateOrganisation') {
    if (state.exists) return rejected('conflict', 'This organisation already exists');
    const events: OrganisationEvent[] = [
      { type: 'OrganisationCreated', data: { organisationId: cmd.organisationId, ...cmd.details } },
    ];
    let next = evolve(state, events[0]!);
    for (const location of cmd.locations) {
      const added = decide({ type: 'AddLocation', location }, next);
      if (!Array.isArray(added)) return added;
      events.push(...added);
      next = added.reduce(evolve, next);
    }
    for (const name of cmd.departments) {
      const added = decide({ type: 'AddDepartment', name }, next);
      if (!Array.isArray(added)) return added;
      events.push(...added);
      next = added.reduce(evolve, next);
    }
    return events;
  }
  if (!state.exists || !state.details) return rejected('notFound', 'Organisation not found');

  switch (cmd.type) {
    case 'ChangeOrganisationDetails': {
      const details = { ...state.details, ...definedOnly(cmd.details) };
      if (sameDetails(details, state.details)) return [];
      return [{ type: 'OrganisationDetailsChanged', data: details }];
    }
    case 'AddLocation': {
      if ((cmd.location.lat === null) !== (cmd.location.long === null))
        return rejected('validation', COORDINATES_MESSAGE, 'lat');
      if (state.locations.length >= MAX_LOCATIONS)
        return rejected('validation', `An organisation has at most ${MAX_LOCATIONS} locations`);
      if (state.locations.some((l) => l.locationId === cmd.location.locationId))
        return rejected('conflict', 'This location already exists');
      if (hasName(state.locations, cmd.location.name))
        return rejected('conflict', `A location named ${cmd.location.name} already exists`, 'name');
      return [
        {
          type: 'LocationAdded',
          data: {
            ...cmd.location,
            cameraHost: cmd.location.cameraHost ?? null,
            liveScoring: cmd.location.liveScoring ?? null,
          },
        },
      ];
    }
    case 'ChangeLocation': {
      if ((cmd.location.lat === null) !== (cmd.location.long === null))
        return rejected('validation', COORDINATES_MESSAGE, 'lat');
      const current = state.locations.find((l) => l.locationId === cmd.location.locationId);
      if (!current) return rejected('notFound', 'Location not found', 'locationId');
      const others = state.locations.filter((l) => l.locationId !== cmd.location.locationId);
      if (hasName(others, cmd.location.name))
        return rejected('conflict', `A location named ${cmd.location.name} already exists`, 'name');
      const next: Location = {
        locationId: cmd.location.locationId,
        name: cmd.location.name,
        lat: cmd.location.lat,
        long: cmd.location.long,
        cameraHost: cmd.location.cameraHost === undefined ? current.cameraHost : cmd.location.cameraHost,
        liveScoring: cmd.location.liveScoring === undefined ? current.liveScoring : cmd.location.liveScoring,
      };
      if (JSON.stringify(next) === JSON.stringify(current)) return [];
      return [{ type: 'LocationChanged', data: next }];
    }
    case 'RemoveLocation': {
      if (!state.locations.some((l) => l.locationId === cmd.locationId))
        return rejected('notFound', 'Location not found', 'locationId');
      return [{ type: 'LocationRemoved', data: { locationId: cmd.locationId } }];
    }
    case 'AddDepartment': {
      if (state.departments.length >= MAX_DEPARTMENTS)
        return rejected('validation', `An organisation has at most ${MAX_DEPARTMENTS} departments`);
      if (state.departments.some((d) => sameName(d, cmd.name)))
        return rejected('conflict', `A department named ${cmd.name} already exists`, 'name');
      return [{ type: 'DepartmentAdded', data: { name: cmd.name } }];
    }
    case 'RemoveDepartment': {
      const existing = state.departments.find((d) => sameName(d, cmd.name));
      if (!existing) return rejected('notFound', 'Department not found', 'name');
      return [{ type: 'DepartmentRemoved', data: { name: existing } }];
    }
    case 'IssueCameraToken': {
      if (!state.locations.some((l) => l.locationId === cmd.locationId))
        return rejected('notFound', 'Location not found', 'locationId');
      const { locationId, tokenHash, start } = cmd;
      return [{ type: 'CameraTokenIssued', data: { locationId, tokenHash, start } }];
    }
    case 'RevokeCameraToken': {
      if (!state.locations.some((l) => l.locationId === cmd.locationId))
        return rejected('notFound', 'Location not found', 'locationId');
      if (!state.cameraTokens.includes(cmd.locationId))
        return rejected('notFound', 'This location has no camera token', 'locationId');
      return [{ type: 'CameraTokenRevoked', data: { locationId: cmd.locationId } }];
    }
    case 'CreateInvitation': {
      const days = (cmd.expiresAt.getTime() - cmd.now.getTime()) / 86_400_000;
      if (days <= 0) return rejected('validation', INVITATION_MESSAGES.past, 'expiresAt');
      if (days > MAX_INVITATION_DAYS) return rejected('validation', INVITATION_MESSAGES.tooLong, 'expiresAt');
      const { invitationId, expiresAt } = cmd;
      return [{ type: 'InvitationCreated', data: { invitationId, expiresAt: expiresAt.toISOString() } }];
    }
    case 'RevokeInvitation':
      if (!state.invitation) return rejected('notFound', INVITATION_MESSAGES.none);
      return [{ type: 'InvitationRevoked', data: { invitationId: state.invitation.invitationId } }];
    case 'JoinByInvitation': {
      const { invitation } = state;
      if (!invitation || invitation.invitationId !== cmd.invitationId || invitation.expiresAt <= cmd.now)
        return rejected('notFound', INVITATION_MESSAGES.notValid);
      // Joining twice (the same link opened again) changes nothing.
      if (state.members.includes(cmd.userId)) return [];
      const { userId, invitationId, emailVerified } = cmd;
      return [{ type: 'MemberJoined', data: { userId, invitationId, emailVerified } }];
    }
  }
}

// evolve: what does a fact change?
export function evolve(state: OrganisationState, event: OrganisationEvent): OrganisationState {
  switch (event.type) {
    case 'OrganisationCreated': {
      const { organisationId: _, ...details } = event.data;
      return { ...state, exists: true, details };
    }
    case 'OrganisationDetailsChanged':
      return { ...state, details: event.data };
    case 'LocationAdded':
      return { ...state, locations: [...state.locations, event.data] };
    case 'LocationChanged':
      return {
        ...state,
        locations: state.locations.map((l) => (l.locationId === event.data.locationId ? event.data : l)),
      };
    case 'LocationRemoved':
      return {
        ...state,
        locations: state.locations.filter((l) => l.locationId !== event.data.locationId),
        cameraTokens: state.cameraTokens.filter((id) => id !== event.data.locationId),
      };
    case 'DepartmentAdded':
      return { ...state, departments: [...state.departments, event.data.name] };
    case 'DepartmentRemoved':
      return { ...state, departments: state.departments.filter((d) => d !== event.data.name) };
    case 'CameraTokenIssued':
      return {
        ...state,
        cameraTokens: [
          ...state.cameraTokens.filter((id) => id !== event.data.locationId),
          event.data.locationId,
        ],
      };
    case 'CameraTokenRevoked':
      return { ...state, cameraTokens: state.cameraTokens.filter((id) => id !== event.data.locationId) };
    case 'InvitationCreated':
      return {
        ...state,
        invitation: { invitationId: event.data.invitationId, expiresAt: new Date(event.data.expiresAt) },
      };
    case 'InvitationRevoked':
      return { ...state, invitation: null };
    case 'MemberJoined':
      return { ...state, members: [...state.members, event.data.userId] };
  }
}

const sameName = (a: string, b: string) => nameKey(a) === nameKey(b);
const hasName = (locations: LocationInput[], name: string) => locations.some((l) => sameName(l.name, name));

function definedOnly<T extends object>(value: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function sameDetails(a: OrganisationDetails, b: OrganisationDetails) {
  return (
    a.name === b.name && a.isPublic === b.isPublic && a.logoUrl === b.logoUrl && a.timeZone === b.timeZone
  );
}

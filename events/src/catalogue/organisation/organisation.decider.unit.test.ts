import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type OrganisationState } from './organisation.decider.ts';
import type { OrganisationEvent } from './organisation.events.ts';

const details = { name: 'Acme', isPublic: true, logoUrl: null, timeZone: 'Europe/Berlin' };
const munich = { locationId: 'l1', name: 'Munich', lat: 48.14, long: 11.58 };

function created(): OrganisationState {
  const events = decide(
    { type: 'CreateOrganisation', organisationId: 'o1', details, locations: [munich], departments: ['Dev'] },
    initialState,
  ) as OrganisationEvent[];
  return events.reduce(evolve, initialState);
}

describe('organisation decider', () => {
  it('creates an organisation with its first locations and departments as separate facts', () => {
    const events = decide(
      {
        type: 'CreateOrganisation',
        organisationId: 'o1',
        details,
        locations: [munich],
        departments: ['Dev', 'Ops'],
      },
      initialState,
    );
    expect(Array.isArray(events) && events.map((e) => e.type)).toEqual([
      'OrganisationCreated',
      'LocationAdded',
      'DepartmentAdded',
      'DepartmentAdded',
    ]);
  });

  it('refuses to create an organisation twice', () => {
    expect(
      decide(
        { type: 'CreateOrganisation', organisationId: 'o1', details, locations: [], departments: [] },
        created(),
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('refuses two locations or departments with the same name, ignoring case', () => {
    const state = created();
    expect(
      decide({ type: 'AddLocation', location: { ...munich, locationId: 'l2', name: 'munich' } }, state),
    ).toMatchObject({
      kind: 'conflict',
      field: 'name',
    });
    expect(decide({ type: 'AddDepartment', name: 'DEV' }, state)).toMatchObject({ kind: 'conflict' });
    expect(
      decide(
        {
          type: 'CreateOrganisation',
          organisationId: 'o2',
          details,
          locations: [munich, { ...munich, locationId: 'x' }],
          departments: [],
        },
        initialState,
      ),
    ).toMatchObject({ kind: 'conflict' });
  });

  it('changes only what is given and says nothing when nothing changes', () => {
    const state = created();
    expect(decide({ type: 'ChangeOrganisationDetails', details: { isPublic: false } }, state)).toEqual([
      { type: 'OrganisationDetailsChanged', data: { ...details, isPublic: false } },
    ]);
    expect(decide({ type: 'ChangeOrganisationDetails', details: { name: 'Acme' } }, state)).toEqual([]);
  });

  it('refuses changes to unknown locations and organisations', () => {
    expect(decide({ type: 'RemoveLocation', locationId: 'nope' }, created())).toMatchObject({
      kind: 'notFound',
    });
    expect(decide({ type: 'AddDepartment', name: 'Dev' }, initialState)).toMatchObject({ kind: 'notFound' });
  });

  it('folds location changes and removals', () => {
    let state = created();
    const moved = decide(
      { type: 'ChangeLocation', location: { ...munich, name: 'München' } },
      state,
    ) as OrganisationEvent[];
    state = moved.reduce(evolve, state);
    expect(state.locations).toEqual([{ ...munich, name: 'München' }]);
    state = (decide({ type: 'RemoveLocation', locationId: 'l1' }, state) as OrganisationEvent[]).reduce(
      evolve,
      state,
    );
    expect(state.locations).toEqual([]);
  });
});

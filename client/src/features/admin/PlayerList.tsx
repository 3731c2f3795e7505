import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';
import { startTransition, useState } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { PlayerList_organisation$key } from './__generated__/PlayerList_organisation.graphql';
import type { PlayerStatus } from './__generated__/PlayerListRefetchQuery.graphql';
import { AddPlayer } from './AddPlayer';
import { AdminCard } from './AdminCard';
import { Select } from './PlayerFields';
import { PlayerRow } from './PlayerRow';

interface Filters {
  search: string;
  department: string;
  locationId: string;
  status: PlayerStatus;
}

const variablesOf = (f: Filters) => ({
  search: f.search.trim() || null,
  department: f.department || null,
  locationId: f.locationId || null,
  status: f.status,
});

/** The players as the filters find them, each with what the viewer may do; below, a new one. */
export function PlayerList(props: { organisation: PlayerList_organisation$key }) {
  const [org, refetch] = useRefetchableFragment(
    graphql`
      fragment PlayerList_organisation on Organisation
      @argumentDefinitions(
        search: { type: "String" }
        department: { type: "String" }
        locationId: { type: "ID" }
        status: { type: "PlayerStatus", defaultValue: ACTIVE }
      )
      @refetchable(queryName: "PlayerListRefetchQuery") {
        departments
        locations {
          id
          name
        }
        players(first: 200, search: $search, department: $department, locationId: $locationId, status: $status) {
          edges {
            node {
              id
              ...PlayerRow_player
            }
          }
        }
        ...PlayerFields_organisation
        ...AddPlayer_organisation
      }
    `,
    props.organisation,
  );
  const [filters, setFilters] = useState<Filters>({
    search: '',
    department: '',
    locationId: '',
    status: 'ACTIVE',
  });
  // The list follows the filters; until the answer is there it shows the players found before.
  const load = (next: Filters) =>
    startTransition(() => {
      refetch(variablesOf(next), { fetchPolicy: 'store-and-network' });
    });
  const filter = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    load(next);
  };
  const players = org.players.edges.map((e) => e.node);
  return (
    <Stack gap="4">
      <AdminCard
        title="Players"
        description="Disabled players are hidden from player selection and tables; claimed players belong to their users."
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          <Field.Root>
            <Field.Label>Search players</Field.Label>
            <Input
              value={filters.search}
              onChange={(e) => filter({ search: e.target.value })}
              placeholder="Name or nickname"
            />
          </Field.Root>
          <Select
            label="Department"
            value={filters.department}
            onChange={(department) => filter({ department })}
          >
            <option value="">All departments</option>
            {[...org.departments, GUESTS_DEPARTMENT].map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Select>
          <Select
            label="Location"
            value={filters.locationId}
            onChange={(locationId) => filter({ locationId })}
          >
            <option value="">All locations</option>
            {org.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
          <Select
            label="Status"
            value={filters.status}
            onChange={(status) => filter({ status: status as PlayerStatus })}
          >
            <option value="ACTIVE">Active</option>
            <option value="DISABLED">Disabled</option>
            <option value="ALL">All</option>
          </Select>
        </SimpleGrid>
        {players.length === 0 && <Text color="fg.muted">No players match.</Text>}
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Players">
          {players.map((p) => (
            <PlayerRow key={p.id} player={p} organisation={org} onGone={() => load(filters)} />
          ))}
        </Stack>
      </AdminCard>
      <AddPlayer organisation={org} onAdded={() => load(filters)} />
    </Stack>
  );
}

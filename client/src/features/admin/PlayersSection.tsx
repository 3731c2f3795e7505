import { Badge, Button, Field, Flex, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';
import { type FormEvent, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { AlertDialog } from '../../app/AlertDialog';
import type { PlayersSectionAddMutation } from './__generated__/PlayersSectionAddMutation.graphql';
import type { PlayersSectionDeleteMutation } from './__generated__/PlayersSectionDeleteMutation.graphql';
import type { PlayersSectionDisableMutation } from './__generated__/PlayersSectionDisableMutation.graphql';
import type { PlayersSectionEditMutation } from './__generated__/PlayersSectionEditMutation.graphql';
import type { PlayersSectionHostMutation } from './__generated__/PlayersSectionHostMutation.graphql';
import type { PlayerStatus, PlayersSectionQuery } from './__generated__/PlayersSectionQuery.graphql';
import { AdminCard } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useSave } from './useSave';

const GUESTS = GUESTS_DEPARTMENT;

// The players of the organisation: find them, correct them, disable, host role, delete unclaimed.
export default function PlayersSection() {
  const { orgId } = useAdminOrg();
  const [filters, setFilters] = useState({
    search: '',
    department: '',
    locationId: '',
    status: 'ACTIVE' as PlayerStatus,
  });
  const [fetchKey, setFetchKey] = useState(0);
  const search = useDeferredValue(filters.search.trim());
  const data = useLazyLoadQuery<PlayersSectionQuery>(
    graphql`
      query PlayersSectionQuery($orgId: ID!, $search: String, $department: String, $locationId: ID, $status: PlayerStatus) {
        organisation(id: $orgId) {
          id
          departments
          locations {
            id
            name
          }
          players(first: 200, search: $search, department: $department, locationId: $locationId, status: $status) {
            edges {
              node {
                id
                name
                nickname
                imageUrl
                department
                isClaimed
                isDisabled
                isHost
                viewerCanEdit
                viewerCanDelete
                viewerCanSetHost
                location {
                  id
                  name
                }
              }
            }
          }
        }
      }
    `,
    {
      orgId,
      search: search || null,
      department: filters.department || null,
      locationId: filters.locationId || null,
      status: filters.status,
    },
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const org = data.organisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  const options: Options = { departments: [...org.departments, GUESTS], locations: org.locations };
  const players = org.players.edges.map((e) => e.node);
  const refetch = () => setFetchKey((k) => k + 1);
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
              onChange={(e) => setFilters({ ...filters, search: e.target.value })}
              placeholder="Name or nickname"
            />
          </Field.Root>
          <Select
            label="Department"
            value={filters.department}
            onChange={(department) => setFilters({ ...filters, department })}
          >
            <option value="">All departments</option>
            {options.departments.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </Select>
          <Select
            label="Location"
            value={filters.locationId}
            onChange={(locationId) => setFilters({ ...filters, locationId })}
          >
            <option value="">All locations</option>
            {options.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </Select>
          <Select
            label="Status"
            value={filters.status}
            onChange={(status) => setFilters({ ...filters, status: status as PlayerStatus })}
          >
            <option value="ACTIVE">Active</option>
            <option value="DISABLED">Disabled</option>
            <option value="ALL">All</option>
          </Select>
        </SimpleGrid>
        {players.length === 0 && <Text color="fg.muted">No players match.</Text>}
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Players">
          {players.map((p) => (
            <PlayerRow key={p.id} player={p} options={options} onGone={refetch} />
          ))}
        </Stack>
      </AdminCard>
      <AddPlayer orgId={org.id} options={options} onAdded={refetch} />
    </Stack>
  );
}

interface Options {
  departments: string[];
  locations: readonly { id: string; name: string }[];
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface PlayerData {
  id: string;
  name: string;
  nickname: string;
  imageUrl: string | null | undefined;
  department: string | null | undefined;
  isClaimed: boolean;
  isDisabled: boolean;
  isHost: boolean;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
  viewerCanSetHost: boolean;
  location: { id: string; name: string } | null | undefined;
}

// What the player mutations answer with, so the list row updates in place.
graphql`
  fragment PlayersSection_player on Player {
    id
    name
    nickname
    imageUrl
    department
    isClaimed
    isDisabled
    isHost
    viewerCanEdit
    viewerCanDelete
    viewerCanSetHost
    location {
      id
      name
    }
  }
`;

function PlayerRow({
  player,
  options,
  onGone,
}: {
  player: PlayerData;
  options: Options;
  onGone: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const disable = useSave<PlayersSectionDisableMutation>(graphql`
    mutation PlayersSectionDisableMutation($input: SetPlayerDisabledInput!) {
      setPlayerDisabled(input: $input) {
        __typename
        ... on SetPlayerDisabledPayload { player { ...PlayersSection_player @relay(mask: false) } }
        ... on Error { message }
      }
    }
  `);
  const host = useSave<PlayersSectionHostMutation>(graphql`
    mutation PlayersSectionHostMutation($input: SetPlayerHostInput!) {
      setPlayerHost(input: $input) {
        __typename
        ... on SetPlayerHostPayload { player { ...PlayersSection_player @relay(mask: false) } }
        ... on Error { message }
      }
    }
  `);
  const remove = useSave<PlayersSectionDeleteMutation>(
    graphql`
      mutation PlayersSectionDeleteMutation($input: DeletePlayerInput!) {
        deletePlayer(input: $input) {
          __typename
          ... on DeletePlayerPayload { deletedPlayerId @deleteRecord }
          ... on Error { message }
        }
      }
    `,
    'Player deleted',
  );
  return (
    <Stack as="li" gap="3" py="3" borderBottomWidth="1px" aria-label={player.name}>
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {player.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({player.nickname})
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[player.department ?? 'No department', player.location?.name ?? 'No location'].join(' · ')}
          </Text>
          <Flex gap="1" wrap="wrap">
            <Badge colorPalette={player.isClaimed ? 'felt' : 'gray'}>
              {player.isClaimed ? 'claimed' : 'unclaimed'}
            </Badge>
            {player.isDisabled && <Badge colorPalette="red">disabled</Badge>}
            {player.isHost && <Badge colorPalette="orange">host</Badge>}
          </Flex>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {player.viewerCanEdit && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(!editing)}
                aria-expanded={editing}
              >
                {editing ? 'Close' : 'Edit'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={disable.busy}
                onClick={() =>
                  disable.save(
                    { input: { playerId: player.id, disabled: !player.isDisabled } },
                    player.isDisabled ? 'Player enabled' : 'Player disabled',
                  )
                }
              >
                {player.isDisabled ? 'Enable' : 'Disable'}
              </Button>
            </>
          )}
          {player.viewerCanSetHost && (
            <Button
              size="sm"
              variant="outline"
              loading={host.busy}
              onClick={() => host.save({ input: { playerId: player.id, isHost: !player.isHost } })}
            >
              {player.isHost ? 'Remove host' : 'Make host'}
            </Button>
          )}
          {player.viewerCanDelete && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Flex>
      </Flex>
      {editing && <EditPlayer player={player} options={options} onDone={() => setEditing(false)} />}
      <AlertDialog
        open={confirmDelete}
        title="Delete player"
        text={`Do you really want to delete ${player.name}? This cannot be undone.`}
        onClose={() => setConfirmDelete(false)}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={remove.busy}
              onClick={async () => {
                if (await remove.save({ input: { playerId: player.id } })) onGone();
                setConfirmDelete(false);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </Stack>
  );
}

function EditPlayer({
  player,
  options,
  onDone,
}: {
  player: PlayerData;
  options: Options;
  onDone: () => void;
}) {
  const [form, setForm] = useState({
    name: player.name,
    nickname: player.nickname,
    imageUrl: player.imageUrl ?? '',
    department: player.department ?? '',
    locationId: player.location?.id ?? '',
  });
  const { save, busy, error } = useSave<PlayersSectionEditMutation>(graphql`
    mutation PlayersSectionEditMutation($input: ManagePlayerInput!) {
      managePlayer(input: $input) {
        __typename
        ... on ManagePlayerPayload { player { ...PlayersSection_player @relay(mask: false) } }
        ... on Error { message }
        ... on InputValidationError { issues { message } }
      }
    }
  `);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await save({
      input: {
        playerId: player.id,
        name: form.name.trim(),
        nickname: form.nickname.trim(),
        imageUrl: form.imageUrl.trim() || null,
        department: form.department || null,
        ...(form.locationId ? { locationId: form.locationId } : {}),
      },
    });
    if (ok) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${player.name}`}>
      <Stack gap="3" bg="bg.muted" p="3" borderRadius="md">
        <PlayerFields form={form} setForm={setForm} options={options} />
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Flex justify="flex-end">
          <Button type="submit" size="sm" colorPalette="felt" loading={busy}>
            Save player
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

interface PlayerFormValues {
  name: string;
  nickname: string;
  imageUrl: string;
  department: string;
  locationId: string;
}

function PlayerFields({
  form,
  setForm,
  options,
}: {
  form: PlayerFormValues;
  setForm: (f: PlayerFormValues) => void;
  options: Options;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <Field.Root required>
        <Field.Label>Name</Field.Label>
        <Input value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>Nickname</Field.Label>
        <Input value={form.nickname} onChange={(e) => setForm({ ...form, nickname: e.target.value })} />
      </Field.Root>
      <Select
        label="Department"
        value={form.department}
        onChange={(department) => setForm({ ...form, department })}
      >
        <option value="">No department</option>
        {options.departments.map((d) => (
          <option key={d}>{d}</option>
        ))}
      </Select>
      <Select
        label="Location"
        value={form.locationId}
        onChange={(locationId) => setForm({ ...form, locationId })}
      >
        {!form.locationId && <option value="">Choose a location</option>}
        {options.locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <Field.Root gridColumn={{ md: 'span 2' }}>
        <Field.Label>Image URL</Field.Label>
        <Input
          type="url"
          value={form.imageUrl}
          onChange={(e) => setForm({ ...form, imageUrl: e.target.value })}
          placeholder="https://…"
        />
      </Field.Root>
    </SimpleGrid>
  );
}

function AddPlayer({ orgId, options, onAdded }: { orgId: string; options: Options; onAdded: () => void }) {
  const blank = {
    name: '',
    nickname: '',
    imageUrl: '',
    department: GUESTS,
    locationId: options.locations[0]?.id ?? '',
  };
  const [form, setForm] = useState(blank);
  const { save, busy, error } = useSave<PlayersSectionAddMutation>(
    graphql`
      mutation PlayersSectionAddMutation($input: AddPlayerInput!) {
        addPlayer(input: $input) {
          __typename
          ... on AddPlayerPayload { player { id } }
          ... on Error { message }
          ... on InputValidationError { issues { message } }
        }
      }
    `,
    'Player added',
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await save({
      input: {
        organisationId: orgId,
        name: form.name.trim(),
        nickname: form.nickname.trim(),
        locationId: form.locationId,
        department: form.department || null,
        imageUrl: form.imageUrl.trim() || null,
      },
    });
    if (ok) {
      setForm(blank);
      onAdded();
    }
  };
  const valid = form.name.trim().length >= 2 && form.nickname.trim().length >= 2 && form.locationId !== '';
  return (
    <AdminCard
      title="Add a player"
      description="A guest, or someone who claims the player later with their own account."
    >
      <form onSubmit={submit} noValidate aria-label="Add a player">
        <Stack gap="3">
          <PlayerFields form={form} setForm={setForm} options={options} />
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="felt" disabled={!valid} loading={busy}>
              Add player
            </Button>
          </Flex>
        </Stack>
      </form>
    </AdminCard>
  );
}

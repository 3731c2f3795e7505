import { Alert, Badge, Button, Field, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import {
  dayStart,
  localDay,
  nextSeasonDays,
  type SeasonRange,
  type SeasonState,
  seasonState,
} from '../../lib/seasons';
import type { SeasonRow_season$key } from './__generated__/SeasonRow_season.graphql';
import type { SeasonsSectionQuery as SeasonsSectionQueryType } from './__generated__/SeasonsSectionQuery.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useCreateSeason, useUpdateSeason } from './useSeasonMutations';

const STATE_BADGE: Record<SeasonState, { label: string; palette: string }> = {
  active: { label: 'Current', palette: 'felt' },
  upcoming: { label: 'Upcoming', palette: 'orange' },
  ended: { label: 'Ended', palette: 'gray' },
};

// Started by the route's loader (app/routes.tsx) before this tab renders.
const SeasonsSectionQuery = graphql`
  query SeasonsSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      id
      seasons(first: 100) {
        edges {
          node {
            id
            startsOn
            endsOn
            ...SeasonRow_season
          }
        }
      }
    }
  }
`;

// The seasons of the organisation: their dates, and the next one.
export default function SeasonsSection() {
  const { canEdit } = useAdminOrg();
  const [data, refresh] = useRouteQuery<SeasonsSectionQueryType>(SeasonsSectionQuery);
  const org = data.organisation;
  if (!org) return <Text>You have no organisation yet.</Text>;
  const seasons = org.seasons.edges.map((e) => e.node);
  const now = new Date();
  const anyActive = seasons.some((s) => seasonState(s, now) === 'active');
  return (
    <Stack gap="4">
      {!anyActive && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>No season is active right now</Alert.Title>
            <Alert.Description>
              Nobody can record matches until a season covers today. Create the next one below.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <AdminCard
        title="Seasons"
        description="Numbered 1, 2, 3… Seasons may not overlap; each runs from its first day to the start of its end day."
      >
        {seasons.length === 0 && <Text color="fg.muted">No seasons yet.</Text>}
        {seasons.map((s) => (
          <SeasonRow key={s.id} season={s} state={seasonState(s, now)} canEdit={canEdit} />
        ))}
      </AdminCard>
      {canEdit ? (
        <NewSeason orgId={org.id} seasons={seasons} onCreated={() => refresh()} />
      ) : (
        <AdminsOnlyNote />
      )}
    </Stack>
  );
}

/** One season's number, state and dates, which admins correct here. */
function SeasonRow(props: { season: SeasonRow_season$key; state: SeasonState; canEdit: boolean }) {
  const { state, canEdit } = props;
  const season = useFragment(
    graphql`
      fragment SeasonRow_season on Season {
        id
        number
        startsOn
        endsOn
      }
    `,
    props.season,
  );
  const [form, setForm] = useState({ startsOn: localDay(season.startsOn), endsOn: localDay(season.endsOn) });
  const { save, busy } = useUpdateSeason();
  const badge = STATE_BADGE[state];
  const changed = form.startsOn !== localDay(season.startsOn) || form.endsOn !== localDay(season.endsOn);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({
      input: { seasonId: season.id, startsOn: dayStart(form.startsOn), endsOn: dayStart(form.endsOn) },
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Season ${season.number}`}>
      <Flex gap="3" align="flex-end" wrap="wrap" borderBottomWidth="1px" pb="3">
        <Stack gap="1" minW="24">
          <Text fontWeight="semibold">Season {season.number}</Text>
          <Badge colorPalette={badge.palette} alignSelf="flex-start">
            {badge.label}
          </Badge>
        </Stack>
        <SimpleGrid columns={2} gap="3" flex="1" minW="260px">
          <Field.Root disabled={!canEdit}>
            <Field.Label>Starts</Field.Label>
            <Input
              type="date"
              value={form.startsOn}
              onChange={(e) => setForm({ ...form, startsOn: e.target.value })}
            />
          </Field.Root>
          <Field.Root disabled={!canEdit} invalid={form.startsOn >= form.endsOn}>
            <Field.Label>Ends</Field.Label>
            <Input
              type="date"
              value={form.endsOn}
              onChange={(e) => setForm({ ...form, endsOn: e.target.value })}
            />
          </Field.Root>
        </SimpleGrid>
        {canEdit && (
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={!changed || form.startsOn >= form.endsOn}
            loading={busy}
          >
            Save dates
          </Button>
        )}
      </Flex>
    </form>
  );
}

function NewSeason({
  orgId,
  seasons,
  onCreated,
}: {
  orgId: string;
  seasons: readonly SeasonRange[];
  onCreated: () => void;
}) {
  const [form, setForm] = useState(() => nextSeasonDays(seasons, new Date()));
  const { save, busy, error } = useCreateSeason();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (
      await save({
        input: { organisationId: orgId, startsOn: dayStart(form.startsOn), endsOn: dayStart(form.endsOn) },
      })
    )
      onCreated();
  };
  return (
    <AdminCard title="Next season" description={`It becomes season ${seasons.length + 1}.`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <SimpleGrid columns={2} gap="3">
            <Field.Root required>
              <Field.Label>Starts</Field.Label>
              <Input
                type="date"
                value={form.startsOn}
                onChange={(e) => setForm({ ...form, startsOn: e.target.value })}
              />
            </Field.Root>
            <Field.Root required invalid={form.startsOn >= form.endsOn}>
              <Field.Label>Ends</Field.Label>
              <Input
                type="date"
                value={form.endsOn}
                onChange={(e) => setForm({ ...form, endsOn: e.target.value })}
              />
              <Field.ErrorText>A season must end after it starts</Field.ErrorText>
            </Field.Root>
          </SimpleGrid>
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="felt" disabled={form.startsOn >= form.endsOn} loading={busy}>
              Create season
            </Button>
          </Flex>
        </Stack>
      </form>
    </AdminCard>
  );
}

import { Button, Flex, Heading, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { startTransition, useCallback } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { TourneyList_organisation$key } from './__generated__/TourneyList_organisation.graphql';
import { TourneyCard } from './TourneyCard';
import { useLiveTourneys } from './useLiveTourney';

export const TOURNEY_LIST_TEXTS = {
  newTourney: 'New tourney',
  emptyActive: 'No active tournaments at the moment.',
  emptyCompleted: 'No completed tournaments yet.',
} as const;

/** How many tourneys of a tab are shown (an organisation runs a few a month). */
const SHOWN = 100;

/**
 * SPEC §2 'Tournaments' list: 'New tourney' (enabled for those who may create one), the tabs
 * 'Active (n)' (open or running) and 'Completed (n)', newest first, following every change live.
 */
export function TourneyList(props: { organisation: TourneyList_organisation$key }) {
  const [organisation, refetch] = useRefetchableFragment(
    graphql`
      fragment TourneyList_organisation on Organisation
      @refetchable(queryName: "TourneyListRefetchQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }) {
        id
        viewerCanCreateTourney
        tourneyCounts {
          active
          completed
        }
        active: tourneys(filter: ACTIVE, first: $count) {
          edges {
            node {
              id
              ...TourneyCard_tourney
            }
          }
        }
        completed: tourneys(filter: COMPLETED, first: $count) {
          edges {
            node {
              id
              ...TourneyCard_tourney
            }
          }
        }
      }
    `,
    props.organisation,
  );
  const reload = useCallback(
    () =>
      startTransition(() => {
        refetch({ count: SHOWN }, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useLiveTourneys(organisation.id, reload);
  const tabs = [
    {
      value: 'active',
      label: `Active (${organisation.tourneyCounts.active})`,
      tourneys: organisation.active.edges.map((e) => e.node),
      empty: TOURNEY_LIST_TEXTS.emptyActive,
    },
    {
      value: 'completed',
      label: `Completed (${organisation.tourneyCounts.completed})`,
      tourneys: organisation.completed.edges.map((e) => e.node),
      empty: TOURNEY_LIST_TEXTS.emptyCompleted,
    },
  ];
  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h1" size="lg">
          Tournaments
        </Heading>
        {organisation.viewerCanCreateTourney ? (
          <Button asChild colorPalette="felt" minH="11">
            <RouterLink to="/games/tourney/newTourney">
              <Plus /> {TOURNEY_LIST_TEXTS.newTourney}
            </RouterLink>
          </Button>
        ) : (
          <Button colorPalette="felt" minH="11" disabled>
            <Plus /> {TOURNEY_LIST_TEXTS.newTourney}
          </Button>
        )}
      </Flex>
      <Tabs.Root defaultValue="active" variant="line" colorPalette="felt" lazyMount>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value} minH="11">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            {tab.tourneys.length === 0 ? (
              <Text color="fg.muted">{tab.empty}</Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
                {tab.tourneys.map((t) => (
                  <TourneyCard key={t.id} tourney={t} />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Stack>
  );
}

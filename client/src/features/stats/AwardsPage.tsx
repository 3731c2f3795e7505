import { Badge, Box, Button, Card, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { useLoaderData } from 'react-router';
import { AWARD_CARDS, type AwardName, awardValue } from '../../lib/awardCards';
import { NAME_LIMIT, truncateName } from '../../lib/names';
import { PlayerName } from '../../ui/PlayerName';
import type { AwardsPageQuery as AwardsPageQueryType } from './__generated__/AwardsPageQuery.graphql';
import { SeasonScope } from './SeasonScope';

const AwardsPageQuery = graphql`
  query AwardsPageQuery($org: ID, $season: Int) @preloadable {
    ...SeasonScope_query @arguments(org: $org, season: $season)
    viewer {
      statsOrganisation(id: $org) {
        season(number: $season) {
          awards {
            award
            value
            players {
              id
              displayName
              ...PlayerName_player
            }
          }
        }
      }
    }
  }
`;

/**
 * SPEC §2 Awards screen: a spinner while loading, 'Error loading awards' with Retry, 'No awards
 * available' before the first match, else a grid of award cards (SPEC §3).
 */
export default function AwardsPage() {
  const loaded = useLoaderData() as PreloadedQuery<AwardsPageQueryType> | null;
  const [reference, load] = useQueryLoader<AwardsPageQueryType>(AwardsPageQuery, loaded);
  const [attempt, setAttempt] = useState(0);
  if (!reference) return null;
  const retry = () => {
    load(reference.variables, { fetchPolicy: 'network-only' });
    setAttempt((a) => a + 1);
  };
  return (
    <AwardsBoundary key={attempt} onRetry={retry}>
      <Suspense
        fallback={
          <Stack align="center" py="12">
            <Spinner size="lg" color="felt.solid" aria-label="Loading awards" />
          </Stack>
        }
      >
        <Awards reference={reference} />
      </Suspense>
    </AwardsBoundary>
  );
}

function Awards(props: { reference: PreloadedQuery<AwardsPageQueryType> }) {
  const data = usePreloadedQuery<AwardsPageQueryType>(AwardsPageQuery, props.reference);
  const awards = data.viewer?.statsOrganisation?.season?.awards ?? [];
  return (
    <SeasonScope query={data}>
      {awards.length === 0 ? (
        <Stack align="center" py="12" gap="1" textAlign="center">
          <Text fontSize="lg" fontWeight="semibold">
            No awards available
          </Text>
          <Text color="fg.muted">Play some games to earn awards!</Text>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {awards.map((a) => {
            const card = AWARD_CARDS[a.award as AwardName];
            if (!card) return null;
            const [first, second] = a.players;
            return (
              <Card.Root key={a.award} size="sm" variant="outline">
                <Card.Body gap="3">
                  <HStack gap="3" align="flex-start">
                    <Box className="kl-emoji" fontSize="4xl" lineHeight="1" aria-hidden>
                      {card.icon}
                    </Box>
                    <Stack gap="0.5" minW="0">
                      <Text fontWeight="bold">{card.title}</Text>
                      <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                        {card.iconText}
                      </Text>
                    </Stack>
                  </HStack>
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap" fontSize="lg">
                      <PlayerName player={first} limit={NAME_LIMIT.awards} />
                      {card.double && a.award === 'teamPlayer' && (
                        <>
                          <Text as="span" color="fg.muted">
                            &
                          </Text>
                          <PlayerName player={second} limit={NAME_LIMIT.awards} />
                        </>
                      )}
                    </HStack>
                    <HStack gap="2">
                      <Badge colorPalette="felt" size="lg" fontVariantNumeric="tabular-nums">
                        {awardValue(a.award as AwardName, a.value)}
                      </Badge>
                      <Text fontSize="sm" color="fg.muted">
                        {card.text(
                          a.value,
                          truncateName(second?.displayName ?? 'a deleted player', NAME_LIMIT.awards),
                        )}
                      </Text>
                    </HStack>
                  </Stack>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </SeasonScope>
  );
}

/** SPEC §8 'Awards load failure': the error message with Retry. */
class AwardsBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack align="center" py="12" gap="3" role="alert">
        <Text fontSize="lg" fontWeight="semibold">
          Error loading awards
        </Text>
        <Button variant="outline" onClick={this.props.onRetry}>
          Retry
        </Button>
      </Stack>
    );
  }
}

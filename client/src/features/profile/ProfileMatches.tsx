import { Button, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileMatches_player$key } from './__generated__/ProfileMatches_player.graphql';
import { ProfileCard } from './ProfileCard';
import { ProfileMatchRow } from './ProfileMatchRow';

const PAGE = 10;

/**
 * The player's matches, newest first, ten at a time. Of the season in the URL when one is chosen;
 * else all of them (the current season's come first, and "load more" goes on into older seasons).
 */
export function ProfileMatches(props: { player: ProfileMatches_player$key; seasonShown: number | null }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment ProfileMatches_player on Player
      @argumentDefinitions(
        season: { type: "Int" }
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
      )
      @refetchable(queryName: "ProfileMatchesPaginationQuery") {
        id
        matches(first: $count, after: $cursor, season: $season) @connection(key: "ProfileMatches_matches") {
          edges {
            node {
              id
              ...ProfileMatchRow_match
            }
          }
        }
      }
    `,
    props.player,
  );
  const matches = data.matches.edges.map((e) => e.node);
  return (
    <ProfileCard title="Matches" gridColumn={{ base: 'auto', md: '1 / -1', xl: 'span 2' }}>
      {matches.length === 0 ? (
        <Text color="fg.muted">No matches yet.</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none">
          {matches.map((m) => (
            <ProfileMatchRow key={m.id} match={m} playerId={data.id} seasonShown={props.seasonShown} />
          ))}
        </Stack>
      )}
      {hasNext && (
        <Button
          variant="outline"
          minH="11"
          alignSelf="center"
          loading={isLoadingNext}
          onClick={() => loadNext(PAGE)}
        >
          Load more
        </Button>
      )}
    </ProfileCard>
  );
}

import { Box, Field, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useId } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery, useQueryLoader } from 'react-relay';
import { headToHeadText } from '../../lib/profile';
import type { HeadToHead_player$key } from './__generated__/HeadToHead_player.graphql';
import type { HeadToHeadQuery as HeadToHeadQueryType } from './__generated__/HeadToHeadQuery.graphql';
import { ProfileCard } from './ProfileCard';

// Asked when an opponent is chosen: the two players' record of the season shown.
const HeadToHeadQuery = graphql`
  query HeadToHeadQuery($player: ID!, $opponent: ID!, $season: Int) {
    node(id: $player) {
      ... on Player {
        headToHead(opponent: $opponent, season: $season) {
          together
          winsTogether
          against
          wins
          losses
        }
      }
    }
  }
`;

/** The player against (and with) any other player of their organisation, chosen from a list. */
export function HeadToHead(props: { player: HeadToHead_player$key; season: number | null }) {
  const p = useFragment(
    graphql`
      fragment HeadToHead_player on Player {
        id
        organisation {
          players(first: 1000) {
            edges {
              node {
                id
                displayName
              }
            }
          }
        }
      }
    `,
    props.player,
  );
  const [record, load] = useQueryLoader<HeadToHeadQueryType>(HeadToHeadQuery);
  const id = useId();
  const others = p.organisation.players.edges.map((e) => e.node).filter((o) => o.id !== p.id);
  const chosen = record?.variables.opponent ?? '';
  return (
    <ProfileCard title="Head-to-head" alignSelf="start">
      <Field.Root>
        <Field.Label htmlFor={id}>Opponent</Field.Label>
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            id={id}
            value={chosen}
            onChange={(e) =>
              e.target.value &&
              load(
                { player: p.id, opponent: e.target.value, season: props.season },
                { fetchPolicy: 'store-or-network' },
              )
            }
          >
            <option value="">Choose a player</option>
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Box aria-live="polite">
        {record ? (
          <Suspense fallback={<Spinner size="sm" aria-label="Loading the record" />}>
            <Record query={record} />
          </Suspense>
        ) : (
          <Text color="fg.muted">Choose a player to see how the two of them did this season.</Text>
        )}
      </Box>
    </ProfileCard>
  );
}

function Record(props: { query: PreloadedQuery<HeadToHeadQueryType> }) {
  const data = usePreloadedQuery<HeadToHeadQueryType>(HeadToHeadQuery, props.query);
  const relation = data.node?.headToHead;
  if (!relation) return <Text color="fg.muted">No record for this player.</Text>;
  const text = headToHeadText(relation);
  return (
    <Stack gap="1">
      <Text fontWeight="medium">{text.against}</Text>
      <Text color="fg.muted">{text.together}</Text>
    </Stack>
  );
}

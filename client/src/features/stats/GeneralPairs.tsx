import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PlayerName } from '../../ui/PlayerName';
import type { GeneralPairs_summary$key } from './__generated__/GeneralPairs_summary.graphql';

/** The pairs that played together most, and the fiercest rivalries: names, counts and a bar each. */
export function GeneralPairs(props: { summary: GeneralPairs_summary$key }) {
  const s = useFragment(
    graphql`
      fragment GeneralPairs_summary on SeasonSummary {
        topPartners(limit: 5) {
          players {
            id
            ...PlayerName_player
          }
          together
          winsTogether
        }
        rivalries(limit: 5) {
          players {
            id
            ...PlayerName_player
          }
          against
          wins
          losses
        }
      }
    `,
    props.summary,
  );
  const mostTogether = Math.max(1, ...s.topPartners.map((p) => p.together));
  const mostAgainst = Math.max(1, ...s.rivalries.map((p) => p.against));
  return (
    <>
      <PairList
        title="Most frequent partners"
        empty="Nobody has played 2 vs 2 yet."
        items={s.topPartners.map((p) => ({
          key: p.players.map((x) => x?.id).join(),
          names: (
            <>
              <PlayerName player={p.players[0]} /> &amp; <PlayerName player={p.players[1]} />
            </>
          ),
          figure: `${p.together} together, ${p.winsTogether} won`,
          share: p.together / mostTogether,
        }))}
      />
      <PairList
        title="Fiercest rivalries"
        empty="No two players have met yet."
        items={s.rivalries.map((p) => ({
          key: p.players.map((x) => x?.id).join(),
          names: (
            <>
              <PlayerName player={p.players[0]} /> vs <PlayerName player={p.players[1]} />
            </>
          ),
          figure: `${p.against} matches, ${p.wins}:${p.losses}`,
          share: p.against / mostAgainst,
        }))}
      />
    </>
  );
}

function PairList(props: {
  title: string;
  empty: string;
  items: { key: string; names: ReactNode; figure: string; share: number }[];
}) {
  return (
    <Card.Root as="section" size="sm" aria-label={props.title} minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {props.items.length === 0 ? (
          <Text color="fg.muted">{props.empty}</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none">
            {props.items.map((item, i) => (
              <Box as="li" key={item.key}>
                <Flex columnGap="2" align="baseline" justify="space-between" wrap="wrap">
                  <Text minW="0">
                    <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums" me="1.5">
                      {i + 1}.
                    </Text>
                    {item.names}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" ms="auto">
                    {item.figure}
                  </Text>
                </Flex>
                <Box aria-hidden="true" h="1.5" mt="1" borderRadius="full" bg="bg.muted">
                  <Box
                    h="full"
                    borderRadius="full"
                    bg="felt.solid"
                    width={`${Math.round(item.share * 100)}%`}
                  />
                </Box>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import { matchDate } from '../../lib/history';
import { sideFigure, sideParts, sidesOf } from '../../lib/mmrChange';
import { NAME_LIMIT } from '../../lib/names';
import type { HistoryCard_match$key } from './__generated__/HistoryCard_match.graphql';
import { PlayerLink } from './PlayerLink';
import { DeleteMatchButton } from './useDeleteMatch';

/** One match as a card of the phone list: both sides, the score, the points, time and extras. */
export function HistoryCard(props: { match: HistoryCard_match$key; onDelete: (matchId: string) => void }) {
  const navigate = useNavigate();
  const m = useFragment(
    graphql`
      fragment HistoryCard_match on Match {
        id
        playedOn
        scoreWinner
        scoreLoser
        pointChanges {
          change
          won
          matchPoints
          bounty
          challengeBonus
          clampedAtZero
        }
        sixInARow
        viewerCanDelete
        viewerCanOpenDetails
        bounty {
          isPaid
        }
        winners {
          ...PlayerLink_participant
        }
        losers {
          ...PlayerLink_participant
        }
      }
    `,
    props.match,
  );
  const { winners, losers } = sidesOf(m.pointChanges);
  const parts = [sideParts(winners), sideParts(losers)].filter((p) => p !== null);
  return (
    <Card.Root
      size="sm"
      onClick={() => m.viewerCanOpenDetails && navigate(`/games/history/${encodeURIComponent(m.id)}`)}
      cursor={m.viewerCanOpenDetails ? 'pointer' : undefined}
    >
      <Card.Body>
        <Flex justify="space-between" align="center" gap="2">
          <Stack gap="0" flex="1" minW="0">
            <Text truncate>
              {m.winners[0] && <PlayerLink participant={m.winners[0]} limit={NAME_LIMIT.mobile} />}
              {m.winners[1] && (
                <>
                  {' '}
                  &amp; <PlayerLink participant={m.winners[1]} limit={NAME_LIMIT.mobile} />
                </>
              )}
            </Text>
            <Text truncate color="fg.muted">
              {m.losers[0] && <PlayerLink participant={m.losers[0]} limit={NAME_LIMIT.mobile} />}
              {m.losers[1] && (
                <>
                  {' '}
                  &amp; <PlayerLink participant={m.losers[1]} limit={NAME_LIMIT.mobile} />
                </>
              )}
            </Text>
          </Stack>
          <Stack gap="0" align="flex-end">
            <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
              {m.scoreWinner}:{m.scoreLoser}
            </Text>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums">
              <Text as="span" color="green.fg">
                {sideFigure(winners)}
              </Text>{' '}
              <Text as="span" color="red.fg">
                {sideFigure(losers)}
              </Text>
            </Text>
          </Stack>
          {m.viewerCanDelete && <DeleteMatchButton onClick={() => props.onDelete(m.id)} />}
        </Flex>
        <Flex gap="1" mt="1" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {matchDate(m.playedOn).slice(11)}
          </Text>
          {m.sixInARow && <Badge size="sm">six in a row</Badge>}
          {m.bounty?.isPaid && (
            <Badge size="sm" colorPalette="orange">
              bounty
            </Badge>
          )}
          {parts.map((p) => (
            <Text key={p} fontSize="xs" color="fg.muted">
              · {p}
            </Text>
          ))}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { matchDate } from '../../lib/history';
import { fromPlayersSide } from '../../lib/profile';
import { PlayerName } from '../../ui/PlayerName';
import type { ProfileMatchRow_match$key } from './__generated__/ProfileMatchRow_match.graphql';

/** A match of the profile's list, from the player's side: W/L, score, partner, opponents, points. */
export function ProfileMatchRow(props: {
  match: ProfileMatchRow_match$key;
  playerId: string;
  seasonShown: number | null;
}) {
  const m = useFragment(
    graphql`
      fragment ProfileMatchRow_match on Match {
        id
        playedOn
        mode
        season
        scoreWinner
        scoreLoser
        viewerCanOpenDetails
        pointChanges {
          playerId
          change
          won
          matchPoints
          bounty
          challengeBonus
          clampedAtZero
        }
        winners {
          playerId
          player {
            ...PlayerName_player
          }
        }
        losers {
          playerId
          player {
            ...PlayerName_player
          }
        }
      }
    `,
    props.match,
  );
  const side = fromPlayersSide(m, props.playerId, (p) => p.playerId);
  const names = (players: typeof m.winners) =>
    players.map((p, i) => (
      <Fragment key={p.playerId}>
        {i > 0 && ' & '}
        <PlayerName player={p.player} />
      </Fragment>
    ));
  return (
    <Flex
      as="li"
      gap="3"
      align="center"
      borderWidth="1px"
      borderRadius="l2"
      px="3"
      py="2"
      borderInlineStartWidth="4px"
      borderInlineStartColor={side.won ? 'green.solid' : 'red.solid'}
    >
      <Box flex="1" minW="0">
        <Text>
          <Text as="span" fontWeight="bold" color={side.won ? 'green.fg' : 'red.fg'}>
            {side.won ? 'Won' : 'Lost'}
          </Text>{' '}
          <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {side.won ? `${m.scoreWinner}:${m.scoreLoser}` : `${m.scoreLoser}:${m.scoreWinner}`}
          </Text>{' '}
          <Text as="span" fontSize="sm" color="fg.muted">
            {m.mode === 1 ? '1 vs 1' : '2 vs 2'}
          </Text>
        </Text>
        <Text fontSize="sm">
          {side.partners.length > 0 && <>with {names(side.partners)} </>}vs {names(side.opponents)}
        </Text>
        <Flex gap="2" align="center" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text fontVariantNumeric="tabular-nums">{matchDate(m.playedOn)}</Text>
          {props.seasonShown !== null && m.season !== props.seasonShown && (
            <Badge size="sm">Season {m.season}</Badge>
          )}
          {side.parts && <Text>{side.parts}</Text>}
        </Flex>
      </Box>
      {side.change && (
        <Text
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          color={side.won ? 'green.fg' : 'red.fg'}
        >
          {side.change}
        </Text>
      )}
      {m.viewerCanOpenDetails && (
        <Button asChild variant="ghost" size="sm" minH="11" minW="11" px="2">
          <Link
            to={`/games/history/${encodeURIComponent(m.id)}`}
            aria-label={`Details of the match of ${matchDate(m.playedOn)}`}
          >
            <ChevronRight />
          </Link>
        </Button>
      )}
    </Flex>
  );
}

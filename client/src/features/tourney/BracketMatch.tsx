import { Box, Card, Flex, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { scoresToSend } from '../../lib/tourney';
import type { BracketMatch_match$key } from './__generated__/BracketMatch_match.graphql';
import { BracketSide } from './BracketSide';
import { useScoreTourneyMatch } from './useScoreTourneyMatch';

/**
 * One match of the bracket: home above away, each with its score; the winner highlighted, a lock
 * once decided (SPEC §4: a 6 locks it), the trophy beside the final's winner.
 */
export function BracketMatch(props: {
  match: BracketMatch_match$key;
  tourneyId: string;
  isFinal: boolean;
  tv?: boolean;
}) {
  // The match's id is only unique within its tourney: read as `matchId`, so Relay does not take it
  // for a record id (the same "0-0" exists in every tourney).
  const match = useFragment(
    graphql`
      fragment BracketMatch_match on TourneyMatch {
        matchId: id
        scoreHome
        scoreAway
        isLocked
        winner
        viewerCanScore
        home {
          isBye
          players {
            id
            displayName
            ...PlayerName_player
          }
        }
        away {
          isBye
          players {
            id
            displayName
            ...PlayerName_player
          }
        }
      }
    `,
    props.match,
  );
  const [score] = useScoreTourneyMatch();
  const enter = (side: 'home' | 'away') =>
    match.viewerCanScore && !props.tv
      ? (value: number) => {
          const scores = scoresToSend(side, value, match);
          if (scores) score({ tourneyId: props.tourneyId, matchId: match.matchId, ...scores }, () => {});
        }
      : null;
  return (
    <Card.Root
      size="sm"
      variant="outline"
      borderColor={match.isLocked ? 'felt.border' : undefined}
      data-match={match.matchId}
      aria-label={`Match ${match.matchId}`}
      role="group"
    >
      <Card.Body gap="1" p={props.tv ? '3' : '2'}>
        <BracketSide
          side={match.home}
          score={match.scoreHome ?? null}
          won={match.winner === 'HOME'}
          champion={props.isFinal && match.winner === 'HOME'}
          onScore={enter('home')}
          tv={props.tv}
        />
        <Box borderTopWidth="1px" mx="2" />
        <BracketSide
          side={match.away}
          score={match.scoreAway ?? null}
          won={match.winner === 'AWAY'}
          champion={props.isFinal && match.winner === 'AWAY'}
          onScore={enter('away')}
          tv={props.tv}
        />
        {match.isLocked && (
          <Flex align="center" gap="1" px="2" color="fg.muted" fontSize={props.tv ? 'md' : 'xs'}>
            <Lock size={props.tv ? 16 : 12} aria-hidden />
            <Text>Locked</Text>
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}

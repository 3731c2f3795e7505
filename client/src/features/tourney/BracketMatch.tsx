import { Box, Button, Card, Flex, Text } from '@chakra-ui/react';
import { locksMatch } from '@kicker/events/tourneyRules';
import { Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { scoresToSend } from '../../lib/tourney';
import type { BracketMatch_match$key } from './__generated__/BracketMatch_match.graphql';
import { BracketSide, sideLabel } from './BracketSide';
import { useQuestion } from './ConfirmDialog';
import { CorrectScoreDialog } from './CorrectScoreDialog';
import { useCorrectTourneyScore } from './useCorrectTourneyScore';
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
        viewerCanCorrect
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
  const [correct, correcting] = useCorrectTourneyScore();
  const { ask, dialog } = useQuestion();
  const [correctingOpen, setCorrectingOpen] = useState(false);
  const names = { home: sideLabel(match.home), away: sideLabel(match.away) };
  const enter = (side: 'home' | 'away') =>
    match.viewerCanScore && !props.tv
      ? (value: number) => {
          const scores = scoresToSend(side, value, match);
          if (!scores) return;
          const send = () =>
            score({ tourneyId: props.tourneyId, matchId: match.matchId, ...scores }, () => {});
          // A 6 locks the match (SPEC §4): one typo must not decide it, so it is asked first.
          if (!locksMatch(scores.scoreHome, scores.scoreAway)) return send();
          ask({
            title: 'Lock this result?',
            text: `${names.home} ${scores.scoreHome} : ${scores.scoreAway} ${names.away}. The winner goes on to the next match; after this only an admin can correct it.`,
            confirm: 'Lock result',
            onConfirm: send,
          });
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
      <Card.Body gap="1" p="2">
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
            <Text flex="1">Locked</Text>
            {match.viewerCanCorrect && !props.tv && (
              <Button
                size="xs"
                variant="ghost"
                minH="8"
                aria-label={`Correct the result of ${names.home} against ${names.away}`}
                onClick={() => setCorrectingOpen(true)}
              >
                <Pencil size={12} aria-hidden /> Correct
              </Button>
            )}
          </Flex>
        )}
      </Card.Body>
      {dialog}
      {correctingOpen && (
        <CorrectScoreDialog
          open
          home={names.home}
          away={names.away}
          scoreHome={match.scoreHome ?? 0}
          scoreAway={match.scoreAway ?? 0}
          busy={correcting}
          onClose={() => setCorrectingOpen(false)}
          onSave={(scoreHome, scoreAway) =>
            correct({ tourneyId: props.tourneyId, matchId: match.matchId, scoreHome, scoreAway }, () =>
              setCorrectingOpen(false),
            )
          }
        />
      )}
    </Card.Root>
  );
}

import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { roundsForDisplay } from '../../lib/tourney';
import type { Bracket_tourney$key } from './__generated__/Bracket_tourney.graphql';
import { BracketMatch } from './BracketMatch';

/**
 * SPEC §2 'Plan': the rounds by name, the first round first and the final last; side by side on a
 * wide screen, one below the other on a phone. Matches against a bye are not shown.
 */
export function Bracket(props: { tourney: Bracket_tourney$key; tv?: boolean }) {
  // Round ids repeat in every tourney: read as `roundId`, not as a record id (see BracketMatch).
  const tourney = useFragment(
    graphql`
      fragment Bracket_tourney on Tourney {
        id
        rounds {
          roundId: id
          name
          isActive
          matches {
            matchId: id
            home {
              isBye
            }
            away {
              isBye
            }
            ...BracketMatch_match
          }
        }
      }
    `,
    props.tourney,
  );
  const rounds = roundsForDisplay(tourney.rounds ?? []);
  const bracket = (
    <Flex
      direction={{ base: 'column', lg: 'row' }}
      gap={props.tv ? '6' : '4'}
      align="stretch"
      overflowX={{ lg: 'auto' }}
      pb="2"
    >
      {rounds.map(({ round, matches }) => (
        <Stack
          key={round.roundId}
          as="section"
          aria-label={round.name}
          gap="3"
          flex="1"
          // Columns share the width (the Final no longer falls off a 1440 px screen with a Round of
          // 16); below these widths, with a Round of 32, the row scrolls rather than cut names short.
          minW={{ lg: props.tv ? '56' : '48' }}
        >
          <Heading as="h2" size={props.tv ? '2xl' : 'md'} color={round.isActive ? 'felt.fg' : 'fg.muted'}>
            {round.name}
          </Heading>
          <Stack gap="3" flex="1" justify={{ lg: 'space-around' }}>
            {matches.map((m) => (
              <BracketMatch
                key={m.matchId}
                match={m}
                tourneyId={tourney.id}
                isFinal={round.roundId === 0}
                tv={props.tv}
              />
            ))}
          </Stack>
        </Stack>
      ))}
    </Flex>
  );
  if (props.tv) return bracket;
  return (
    <Stack gap="3">
      {/* Who may enter which score (SPEC §6 roles; issue 28). */}
      <Text fontSize="sm" color="fg.muted">
        {SCORE_RULES}
      </Text>
      {bracket}
    </Stack>
  );
}

export const SCORE_RULES =
  'The league’s players and moderators enter scores at the table; a 6 locks the match. Admins can correct a locked result until the next match has a score.';

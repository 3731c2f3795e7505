import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { planColumns, tvColumns } from '../../lib/tourney';
import { FitToScreen } from '../../ui/FitToScreen';
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
  // On the wall the rounds are halved around the final and the whole fits the screen (issue 28).
  const columns = (props.tv ? tvColumns : planColumns)(tourney.rounds ?? []);
  const bracket = (
    <Flex
      direction={props.tv ? 'row' : { base: 'column', lg: 'row' }}
      gap={props.tv ? '3' : '4'}
      align="stretch"
      overflowX={props.tv ? undefined : { lg: 'auto' }}
      pb="2"
    >
      {columns.map(({ key, parts }) => (
        <Stack
          key={key}
          gap={props.tv ? '2' : '3'}
          flex="1"
          // Columns share the width (the Final no longer falls off a 1440 px screen with a Round of
          // 16); below these widths, with a Round of 32, the row scrolls rather than cut names short.
          minW={props.tv ? '0' : { lg: '48' }}
          // The final and the small final sit in the middle of the wall; other columns fill it.
          justify={props.tv ? (parts.length > 1 ? 'center' : 'space-around') : undefined}
        >
          {parts.map(({ round, matches }) => (
            <Stack
              key={round.roundId}
              as="section"
              aria-label={round.name}
              gap={props.tv ? '2' : '3'}
              flex={props.tv ? undefined : '1'}
            >
              <Heading as="h2" size={props.tv ? '2xl' : 'md'} color={round.isActive ? 'felt.fg' : 'fg.muted'}>
                {round.name}
              </Heading>
              <Stack
                gap={props.tv ? '2' : '3'}
                flex="1"
                justify={props.tv ? 'space-around' : { lg: 'space-around' }}
              >
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
        </Stack>
      ))}
    </Flex>
  );
  // A canvas wide enough for a whole name of 12 characters and its score in every column (about
  // 11.5 em of the wall's 24 px), scaled to the screen.
  // The TV page keeps 32 px below the bracket (TvTourneyPage): 48 leave it whole.
  if (props.tv)
    return (
      <FitToScreen width={Math.max(1600, columns.length * 280)} bottom={48}>
        {bracket}
      </FitToScreen>
    );
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

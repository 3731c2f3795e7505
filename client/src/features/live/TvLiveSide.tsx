import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { defenseLabel, OFFENSE_LABEL } from '@kicker/events/matchRules';
import { graphql, useFragment } from 'react-relay';
import type { TeamId } from '../../lib/addGame';
import { stakeTexts } from '../../lib/liveGame';
import { PlayerName } from '../../ui/PlayerName';
import { RankIcon } from '../../ui/RankIcon';
import { TEAM_NAME, TeamChip } from '../../ui/TeamChip';
import type {
  TvLiveSide_player$data,
  TvLiveSide_player$key,
} from './__generated__/TvLiveSide_player.graphql';

/** One side of the scoreboard: its chip, its players with their ranks, and what it plays for. */
export function TvLiveSide(props: {
  team: TeamId;
  mode: number;
  players: readonly TvLiveSide_player$key[];
  stake: { win: number; loss: number };
}) {
  const { team, mode, stake } = props;
  const stakes = stakeTexts(stake);
  return (
    <Stack
      gap={{ base: '3', lg: '6' }}
      align={{ base: 'center', lg: team === 'whites' ? 'flex-start' : 'flex-end' }}
      textAlign={{ base: 'center', lg: team === 'whites' ? 'start' : 'end' }}
      minW="0"
    >
      <TeamChip team={team} tv />
      <Stack gap={{ base: '1', lg: '3' }} minW="0" maxW="full">
        {props.players.map((player, i) => (
          <TvLivePlayer
            key={i === 0 ? 'defense' : 'offense'}
            player={player}
            mode={mode}
            position={i === 0 ? defenseLabel(mode === 1 ? 1 : 2) : OFFENSE_LABEL}
            alignEnd={team === 'blacks'}
          />
        ))}
      </Stack>
      <Flex
        gap="4"
        fontSize={{ base: 'lg', lg: '3xl' }}
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        aria-label={`Team ${TEAM_NAME[team]} plays for ${stakes.win} and risks ${stakes.loss} each`}
      >
        <Text as="span" color="green.fg">
          win {stakes.win}
        </Text>
        <Text as="span" color="red.fg">
          loss {stakes.loss}
        </Text>
      </Flex>
    </Stack>
  );
}

function TvLivePlayer(props: {
  player: TvLiveSide_player$key;
  mode: number;
  position: string;
  alignEnd: boolean;
}) {
  const player = useFragment(
    graphql`
      fragment TvLiveSide_player on Player {
        ...PlayerName_player
        seasonStats {
          oneOnOne {
            rank {
              ...RankIcon_rank
            }
          }
          twoOnTwo {
            rank {
              ...RankIcon_rank
            }
          }
        }
      }
    `,
    props.player,
  );
  const rank = rankIn(player.seasonStats, props.mode);
  return (
    <Flex
      align="center"
      gap="3"
      direction={{ base: 'row', lg: props.alignEnd ? 'row-reverse' : 'row' }}
      fontSize={{ base: '2xl', lg: '4xl' }}
      lineHeight="1.1"
      minW="0"
      maxW="full"
    >
      <Box flexShrink="0" w="1.2em" textAlign="center">
        {rank ? <RankIcon rank={rank} size="1em" /> : null}
      </Box>
      {/* The name on one line, its position beneath it, both to the side's outer edge. */}
      <Stack gap="0" minW="0" align={{ base: 'flex-start', lg: props.alignEnd ? 'flex-end' : 'flex-start' }}>
        <Box minW="0" maxW="full" truncate fontWeight="bold">
          <PlayerName player={player} limit={24} />
        </Box>
        <Text as="span" fontSize={{ base: 'sm', lg: 'lg' }} color="fg.muted">
          {props.position}
        </Text>
      </Stack>
    </Flex>
  );
}

/** The rank in the game's mode this season; none before the player's first match of the season. */
const rankIn = (stats: TvLiveSide_player$data['seasonStats'], mode: number) =>
  (mode === 1 ? stats?.oneOnOne : stats?.twoOnTwo)?.rank ?? null;

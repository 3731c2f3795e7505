import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { challengeProgress } from '../../lib/profile';
import type { ProfileSeason_player$key } from './__generated__/ProfileSeason_player.graphql';
import { Figures } from './Figures';
import { ProfileCard } from './ProfileCard';
import { ProfileModeCard } from './ProfileModeCard';

/** The season per mode, and the challenge, krabbel counts and totals over both modes. */
export function ProfileSeason(props: { player: ProfileSeason_player$key; season: number | null }) {
  const p = useFragment(
    graphql`
      fragment ProfileSeason_player on Player @argumentDefinitions(season: { type: "Int" }) {
        organisation {
          config {
            currentChallenge {
              name
              description
              points
            }
          }
        }
        seasonStats(season: $season) {
          challengesWon
          gekrabbelt
          krabbelnLassen
          sixInARowWins
          oneOnOne {
            ...ProfileModeCard_stats
          }
          twoOnTwo {
            ...ProfileModeCard_stats
          }
        }
        seasonTotals(season: $season) {
          matches
          goalsFor
          goalsAgainst
          bestWinsInRow
          closeWins
          closeLosses
          bestPoints
        }
      }
    `,
    props.player,
  );
  const stats = p.seasonStats;
  const challenge = p.organisation.config.currentChallenge;
  const progress = challengeProgress(challenge, stats?.challengesWon ?? []);
  const totals = p.seasonTotals;
  return (
    <>
      <ProfileModeCard title="1 vs 1" stats={stats?.oneOnOne ?? null} />
      <ProfileModeCard title="2 vs 2" stats={stats?.twoOnTwo ?? null} />
      <ProfileCard title={props.season ? `Season ${props.season}` : 'This season'}>
        <Box borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
          <Flex gap="2" align="center" justify="space-between">
            <Text fontSize="sm" color="fg.muted">
              Current challenge
            </Text>
            <Badge size="md" colorPalette={progress.won ? 'green' : 'gray'} flexShrink={0}>
              {progress.status}
            </Badge>
          </Flex>
          <Text mt="1">
            {challenge.description}{' '}
            <Text as="span" color="fg.muted" whiteSpace="nowrap">
              (+{challenge.points})
            </Text>
          </Text>
        </Box>
        <Figures
          items={[
            { label: 'Matches', value: totals?.matches ?? 0 },
            { label: 'Goals', value: `${totals?.goalsFor ?? 0}:${totals?.goalsAgainst ?? 0}` },
            { label: 'Best streak', value: totals?.bestWinsInRow ?? 0 },
            { label: 'Close wins (6:5)', value: totals?.closeWins ?? 0 },
            { label: 'Close losses', value: totals?.closeLosses ?? 0 },
            { label: 'Most points', value: totals?.bestPoints ?? 0 },
            { label: 'Gekrabbelt', value: stats?.gekrabbelt ?? 0 },
            { label: 'Krabbler', value: (stats?.krabbelnLassen ?? 0) + (stats?.sixInARowWins ?? 0) },
            { label: 'Six in a row', value: stats?.sixInARowWins ?? 0 },
          ]}
        />
      </ProfileCard>
    </>
  );
}

import { Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { winRateText } from '../../lib/profile';
import { RankIcon } from '../../ui/RankIcon';
import type { ProfileModeCard_stats$key } from './__generated__/ProfileModeCard_stats.graphql';
import { Figures } from './Figures';
import { ProfileCard } from './ProfileCard';

/** One mode of the season: MMR, rank with its icon, wins, losses, win rate, streak, bounty. */
export function ProfileModeCard(props: { title: string; stats: ProfileModeCard_stats$key | null }) {
  const s = useFragment(
    graphql`
      fragment ProfileModeCard_stats on ModeStats {
        mmr
        wins
        loss
        winRate
        winsInRow
        bountyPoints
        rank {
          name
          ...RankIcon_rank
        }
      }
    `,
    props.stats,
  );
  if (!s || s.wins + s.loss === 0)
    return (
      <ProfileCard title={props.title}>
        <Text color="fg.muted">No {props.title} matches this season.</Text>
      </ProfileCard>
    );
  return (
    <ProfileCard title={props.title}>
      <Flex align="center" justify="space-between" gap="3">
        <Text fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1">
          {s.mmr}{' '}
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted">
            MMR
          </Text>
        </Text>
        <Flex align="center" gap="2">
          <RankIcon rank={s.rank} size="1.6em" />
          <Text fontWeight="medium">{s.rank.name}</Text>
        </Flex>
      </Flex>
      <Figures
        items={[
          { label: 'Wins', value: s.wins },
          { label: 'Losses', value: s.loss },
          { label: 'Win rate', value: winRateText(s.winRate) },
          { label: 'Streak', value: s.winsInRow },
          { label: 'Bounty', value: s.bountyPoints },
        ]}
      />
    </ProfileCard>
  );
}

import { Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { StatsScopeBar } from '../stats/StatsScopeBar';
import type { ProfileView_player$key } from './__generated__/ProfileView_player.graphql';
import { HeadToHead } from './HeadToHead';
import { ProfileForm } from './ProfileForm';
import { ProfileHeader } from './ProfileHeader';
import { ProfileMatches } from './ProfileMatches';
import { ProfileMmrChart } from './ProfileMmrChart';
import { ProfileRelations } from './ProfileRelations';
import { ProfileSeason } from './ProfileSeason';

/** The profile's cards: who, this season per mode, MMR over time, form, partners and rivals, matches. */
export function ProfileView(props: { player: ProfileView_player$key }) {
  const player = useFragment(
    graphql`
      fragment ProfileView_player on Player @argumentDefinitions(season: { type: "Int" }) {
        id
        ...ProfileHeader_player
        organisation {
          ...StatsScopeBar_organisation
          season(number: $season) {
            number
            ...StatsScopeBar_season
          }
        }
        ...ProfileSeason_player @arguments(season: $season)
        ...ProfileMmrChart_player @arguments(season: $season)
        ...ProfileForm_player @arguments(season: $season)
        ...ProfileRelations_player @arguments(season: $season)
        ...HeadToHead_player
        ...ProfileMatches_player @arguments(season: $season)
      }
    `,
    props.player,
  );
  const season = player.organisation.season ?? null;
  return (
    <Stack gap="4">
      <Flex
        gap="4"
        justify="space-between"
        align={{ base: 'stretch', md: 'flex-end' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <ProfileHeader player={player} />
        <StatsScopeBar organisation={player.organisation} season={season} />
      </Flex>
      {/* xl: the MMR chart beside form and partners, head-to-head beside the matches; dense fills
          the place a full-width card leaves on md. */}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" gridAutoFlow="row dense">
        <ProfileSeason player={player} season={season?.number ?? null} />
        <ProfileMmrChart player={player} />
        <ProfileForm player={player} />
        <ProfileRelations player={player} />
        <HeadToHead player={player} season={season?.number ?? null} />
        <ProfileMatches player={player} seasonShown={season?.number ?? null} />
      </SimpleGrid>
    </Stack>
  );
}

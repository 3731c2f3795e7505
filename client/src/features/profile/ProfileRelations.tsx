import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { nemesisText, partnerText } from '../../lib/profile';
import { PlayerName } from '../../ui/PlayerName';
import type { ProfileRelations_player$key } from './__generated__/ProfileRelations_player.graphql';
import { ProfileCard } from './ProfileCard';

/** The partner they won with most, and the nemesis: the opponent they lost to most. */
export function ProfileRelations(props: { player: ProfileRelations_player$key }) {
  const p = useFragment(
    graphql`
      fragment ProfileRelations_player on Player @argumentDefinitions(season: { type: "Int" }) {
        bestPartner(season: $season) {
          player {
            ...PlayerName_player
          }
          together
          winsTogether
          against
          wins
          losses
        }
        nemesis(season: $season) {
          player {
            ...PlayerName_player
          }
          together
          winsTogether
          against
          wins
          losses
        }
      }
    `,
    props.player,
  );
  return (
    <ProfileCard title="Partner and nemesis">
      <Text fontSize="sm" color="fg.muted">
        Best partner
      </Text>
      {p.bestPartner ? (
        <Text>
          <PlayerName player={p.bestPartner.player} limit={20} />: {partnerText(p.bestPartner)}
        </Text>
      ) : (
        <Text color="fg.muted">No 2 vs 2 matches this season.</Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        Nemesis
      </Text>
      {p.nemesis && p.nemesis.losses > 0 ? (
        <Text>
          <PlayerName player={p.nemesis.player} limit={20} />: {nemesisText(p.nemesis)}
        </Text>
      ) : (
        <Text color="fg.muted">Nobody has beaten them this season.</Text>
      )}
    </ProfileCard>
  );
}

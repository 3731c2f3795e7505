import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { truncateName } from '../../lib/names';
import { PlayerName } from '../../ui/PlayerName';
import type { PlayerLink_participant$key } from './__generated__/PlayerLink_participant.graphql';

/**
 * A player of a match as every screen names them (Player.displayName, cut at `limit`, SPEC §9),
 * linked to their profile (SPEC "History": a name click goes to profile/{id}). A player deleted
 * since keeps the name the match stored, without a link.
 */
export function PlayerLink(props: { participant: PlayerLink_participant$key; limit: number }) {
  const p = useFragment(
    graphql`
      fragment PlayerLink_participant on MatchParticipant {
        name
        player {
          ...PlayerName_player
        }
      }
    `,
    props.participant,
  );
  if (p.player) return <PlayerName player={p.player} limit={props.limit} />;
  return (
    <Text as="span" title={`${p.name} (deleted player)`}>
      {truncateName(p.name, props.limit)}
    </Text>
  );
}

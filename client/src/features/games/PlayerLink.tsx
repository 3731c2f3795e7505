import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { PlayerLink_participant$key } from './__generated__/PlayerLink_participant.graphql';

/** A player of a match, linked to their profile (SPEC "History": a name click goes to profile/{id}). */
export function PlayerLink(props: { participant: PlayerLink_participant$key }) {
  const p = useFragment(
    graphql`
      fragment PlayerLink_participant on MatchParticipant {
        playerId
        name
      }
    `,
    props.participant,
  );
  return (
    // A row or card may open the match itself: the name opens only the profile.
    <Link to={`/profile/${encodeURIComponent(p.playerId)}`} onClick={(e) => e.stopPropagation()}>
      {p.name}
    </Link>
  );
}

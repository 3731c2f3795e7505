import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { NAME_LIMIT, truncateName } from '../lib/names';
import type { PlayerName_player$key } from './__generated__/PlayerName_player.graphql';

/**
 * A player's name as every screen shows it (Player.displayName: nickname or name, the
 * organisation's choice), cut at `limit` characters (SPEC §9), linked to their profile. A deleted
 * player is named so, without a link. Plain elements (ui/kit.css): the season screen renders
 * without Chakra (docs/decisions.md).
 */
export function PlayerName(props: { player: PlayerName_player$key | null | undefined; limit?: number }) {
  const player = useFragment(
    graphql`
      fragment PlayerName_player on Player {
        id
        displayName
      }
    `,
    props.player ?? null,
  );
  if (!player) return <span className="kl-muted kl-deleted-player">Deleted player</span>;
  const shown = truncateName(player.displayName, props.limit ?? NAME_LIMIT.tables);
  return (
    <Link
      className="kl-link"
      data-tone="inherit"
      to={`/profile/${encodeURIComponent(player.id)}`}
      title={player.displayName}
      onClick={(e) => e.stopPropagation()}
    >
      {shown}
    </Link>
  );
}

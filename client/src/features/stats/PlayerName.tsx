import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import { NAME_LIMIT, truncateName } from '../../lib/names';
import type { PlayerName_player$key } from './__generated__/PlayerName_player.graphql';

/**
 * A player's name as every screen shows it (Player.displayName: nickname or name, the
 * organisation's choice), cut at `limit` characters (SPEC §9), linked to their profile. A deleted
 * player is named so, without a link.
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
  if (!player)
    return (
      <Text as="span" color="fg.muted" fontStyle="italic">
        Deleted player
      </Text>
    );
  const shown = truncateName(player.displayName, props.limit ?? NAME_LIMIT.tables);
  return (
    <ChakraLink asChild color="inherit" fontWeight="medium" title={player.displayName}>
      <Link to={`/profile/${encodeURIComponent(player.id)}`} onClick={(e) => e.stopPropagation()}>
        {shown}
      </Link>
    </ChakraLink>
  );
}

import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AlertDialog } from '../../app/AlertDialog';
import type { PlayerFields_organisation$key } from './__generated__/PlayerFields_organisation.graphql';
import type { PlayerRow_player$key } from './__generated__/PlayerRow_player.graphql';
import { EditPlayer } from './EditPlayer';
import { useDeletePlayer, useSetPlayerDisabled, useSetPlayerHost } from './usePlayerMutations';

/** A player: who they are, their state, and the viewer's actions on them (edit, disable, host, delete). */
export function PlayerRow(props: {
  player: PlayerRow_player$key;
  organisation: PlayerFields_organisation$key;
  onGone: () => void;
}) {
  const { onGone } = props;
  const player = useFragment(
    graphql`
      fragment PlayerRow_player on Player {
        id
        name
        nickname
        department
        isClaimed
        isDisabled
        isHost
        viewerCanEdit
        viewerCanDelete
        viewerCanSetHost
        location {
          name
        }
        ...EditPlayer_player
      }
    `,
    props.player,
  );
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const disable = useSetPlayerDisabled();
  const host = useSetPlayerHost();
  const remove = useDeletePlayer();
  return (
    <Stack as="li" gap="3" py="3" borderBottomWidth="1px" aria-label={player.name}>
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {player.name}{' '}
            <Text as="span" color="fg.muted" fontWeight="normal">
              ({player.nickname})
            </Text>
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[player.department ?? 'No department', player.location?.name ?? 'No location'].join(' · ')}
          </Text>
          <Flex gap="1" wrap="wrap">
            <Badge colorPalette={player.isClaimed ? 'felt' : 'gray'}>
              {player.isClaimed ? 'claimed' : 'unclaimed'}
            </Badge>
            {player.isDisabled && <Badge colorPalette="red">disabled</Badge>}
            {player.isHost && <Badge colorPalette="orange">host</Badge>}
          </Flex>
        </Stack>
        <Flex gap="2" wrap="wrap">
          {player.viewerCanEdit && (
            <>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(!editing)}
                aria-expanded={editing}
              >
                {editing ? 'Close' : 'Edit'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={disable.busy}
                onClick={() =>
                  disable.save(
                    { input: { playerId: player.id, disabled: !player.isDisabled } },
                    player.isDisabled ? 'Player enabled' : 'Player disabled',
                  )
                }
              >
                {player.isDisabled ? 'Enable' : 'Disable'}
              </Button>
            </>
          )}
          {player.viewerCanSetHost && (
            <Button
              size="sm"
              variant="outline"
              loading={host.busy}
              onClick={() => host.save({ input: { playerId: player.id, isHost: !player.isHost } })}
            >
              {player.isHost ? 'Remove host' : 'Make host'}
            </Button>
          )}
          {player.viewerCanDelete && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Flex>
      </Flex>
      {editing && (
        <EditPlayer player={player} organisation={props.organisation} onDone={() => setEditing(false)} />
      )}
      <AlertDialog
        open={confirmDelete}
        title="Delete player"
        text={`Do you really want to delete ${player.name}? This cannot be undone.`}
        onClose={() => setConfirmDelete(false)}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirmDelete(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={remove.busy}
              onClick={async () => {
                if (await remove.save({ input: { playerId: player.id } })) onGone();
                setConfirmDelete(false);
              }}
            >
              Delete
            </Button>
          </>
        }
      />
    </Stack>
  );
}

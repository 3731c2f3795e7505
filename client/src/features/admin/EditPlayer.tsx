import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { EditPlayer_player$key } from './__generated__/EditPlayer_player.graphql';
import type { PlayerFields_organisation$key } from './__generated__/PlayerFields_organisation.graphql';
import { PlayerFields } from './PlayerFields';
import { useManagePlayer } from './usePlayerMutations';

/** Corrects a player's name, nickname, department, location and image. */
export function EditPlayer(props: {
  player: EditPlayer_player$key;
  organisation: PlayerFields_organisation$key;
  onDone: () => void;
}) {
  const { onDone } = props;
  const player = useFragment(
    graphql`
      fragment EditPlayer_player on Player {
        id
        name
        nickname
        imageUrl
        department
        location {
          id
        }
      }
    `,
    props.player,
  );
  const [form, setForm] = useState({
    name: player.name,
    nickname: player.nickname,
    imageUrl: player.imageUrl ?? '',
    department: player.department ?? '',
    locationId: player.location?.id ?? '',
  });
  const { save, busy, error } = useManagePlayer();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await save({
      input: {
        playerId: player.id,
        name: form.name.trim(),
        nickname: form.nickname.trim(),
        imageUrl: form.imageUrl.trim() || null,
        department: form.department || null,
        ...(form.locationId ? { locationId: form.locationId } : {}),
      },
    });
    if (ok) onDone();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${player.name}`}>
      <Stack gap="3" bg="bg.muted" p="3" borderRadius="md">
        <PlayerFields organisation={props.organisation} form={form} setForm={setForm} />
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
        <Flex justify="flex-end">
          <Button type="submit" size="sm" colorPalette="felt" loading={busy}>
            Save player
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { GUESTS_DEPARTMENT } from '@kicker/events/playerRules';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddPlayer_organisation$key } from './__generated__/AddPlayer_organisation.graphql';
import { AdminCard } from './AdminCard';
import { PlayerFields } from './PlayerFields';
import { useAddPlayer } from './usePlayerMutations';

/** A guest, or a player someone claims later; a new player starts among the 'Guests'. */
export function AddPlayer(props: { organisation: AddPlayer_organisation$key; onAdded: () => void }) {
  const organisation = useFragment(
    graphql`
      fragment AddPlayer_organisation on Organisation {
        id
        locations {
          id
        }
        ...PlayerFields_organisation
      }
    `,
    props.organisation,
  );
  const blank = {
    name: '',
    nickname: '',
    imageUrl: '',
    department: GUESTS_DEPARTMENT,
    locationId: organisation.locations[0]?.id ?? '',
  };
  const [form, setForm] = useState(blank);
  const { save, busy, error } = useAddPlayer();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await save({
      input: {
        organisationId: organisation.id,
        name: form.name.trim(),
        nickname: form.nickname.trim(),
        locationId: form.locationId,
        department: form.department || null,
        imageUrl: form.imageUrl.trim() || null,
      },
    });
    if (ok) {
      setForm(blank);
      props.onAdded();
    }
  };
  const valid = form.name.trim().length >= 2 && form.nickname.trim().length >= 2 && form.locationId !== '';
  return (
    <AdminCard
      title="Add a player"
      description="A guest, or someone who claims the player later with their own account."
    >
      <form onSubmit={submit} noValidate aria-label="Add a player">
        <Stack gap="3">
          <PlayerFields organisation={organisation} form={form} setForm={setForm} />
          {error && (
            <Text color="fg.error" role="alert">
              {error}
            </Text>
          )}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="felt" disabled={!valid} loading={busy}>
              Add player
            </Button>
          </Flex>
        </Stack>
      </form>
    </AdminCard>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { WhyDisabled } from '../../ui/WhyDisabled';
import type { AddPlayer_organisation$key } from './__generated__/AddPlayer_organisation.graphql';
import { AdminCard } from './AdminCard';
import { PlayerFields } from './PlayerFields';
import { useAddPlayer } from './usePlayerMutations';

/**
 * A guest, or a player someone claims later. A new player has no department until one is chosen:
 * among the 'Guests' they would be hidden in Add Game until someone ticks "Guests" (issue 28).
 */
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
    department: '',
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
  const missing = [
    ...(form.name.trim().length < 2 ? ['Give a name (at least 2 characters).'] : []),
    ...(form.nickname.trim().length < 2 ? ['Give a nickname (at least 2 characters).'] : []),
    ...(form.locationId === '' ? ['Choose a location.'] : []),
  ];
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
          <Stack gap="2" align="flex-end">
            <Button
              type="submit"
              colorPalette="felt"
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? 'add-player-missing' : undefined}
              loading={busy}
            >
              Add player
            </Button>
            <WhyDisabled id="add-player-missing" reasons={missing} />
          </Stack>
        </Stack>
      </form>
    </AdminCard>
  );
}

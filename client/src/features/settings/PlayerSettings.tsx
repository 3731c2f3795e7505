import { Box, Card, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import { toaster } from '../../app/toaster';
import { PlayerForm } from '../onboarding/PlayerForm';
import type { PlayerSettingsQuery as PlayerSettingsQueryType } from './__generated__/PlayerSettingsQuery.graphql';
import { useUpdatePlayer } from './useUpdatePlayer';
import { VoiceKeywordsCard } from './VoiceKeywordsCard';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const PlayerSettingsQuery = graphql`
  query PlayerSettingsQuery @preloadable {
    viewer {
      player {
        id
        name
        nickname
        imageUrl
        department
        location {
          id
        }
        organisation {
          id
          ...PlayerForm_organisations
        }
      }
    }
  }
`;

export default function PlayerSettingsRoute() {
  return (
    <RequireVerified>
      <PlayerSettings />
    </RequireVerified>
  );
}

const IMAGE_URL = /^https?:\/\/\S+$/;

// "Settings" (route `player`): edit your own player with the same rules as onboarding.
function PlayerSettings() {
  const [data] = useRouteQuery<PlayerSettingsQueryType>(PlayerSettingsQuery);
  const player = data.viewer?.player;
  const [imageUrl, setImageUrl] = useState(player?.imageUrl ?? '');
  const [error, setError] = useState<string | null>(null);
  const [updatePlayer, busy] = useUpdatePlayer();
  // The keywords belong to this device, not to the player: they are there without one too.
  if (!player)
    return (
      <Stack maxW="xl" mx="auto">
        <VoiceKeywordsCard />
      </Stack>
    );
  const imageProblem = imageUrl && !IMAGE_URL.test(imageUrl) ? 'Enter an http(s) address of an image' : null;

  return (
    <Stack gap="4" maxW="xl" mx="auto">
      <Card.Root>
        <Card.Body gap="5">
          <Box>
            <Heading as="h1" size="xl">
              Settings
            </Heading>
            <Text color="fg.muted">{player.name}</Text>
          </Box>
          <Field.Root invalid={Boolean(imageProblem)}>
            <Field.Label>Image URL</Field.Label>
            <Input
              size="lg"
              type="url"
              value={imageUrl}
              onChange={(e) => setImageUrl(e.target.value)}
              placeholder="https://…"
            />
            <Field.ErrorText>{imageProblem}</Field.ErrorText>
          </Field.Root>
          <PlayerForm
            mode="edit"
            organisations={[player.organisation]}
            initial={{
              name: player.name,
              nickname: player.nickname,
              organisationId: player.organisation.id,
              locationId: player.location?.id ?? '',
              department: player.department ?? '',
            }}
            ownNickname={player.nickname}
            submitLabel="Save"
            busy={busy}
            error={error}
            onSubmit={(values) => {
              if (imageProblem) return;
              setError(null);
              updatePlayer(
                {
                  playerId: player.id,
                  nickname: values.nickname.trim(),
                  locationId: values.locationId,
                  department: values.department || null,
                  imageUrl: imageUrl.trim() || null,
                },
                {
                  done: () => toaster.create({ title: 'Saved', type: 'success' }),
                  failed: (message, network) => setError(network ? 'Error' : message),
                },
              );
            }}
          />
        </Card.Body>
      </Card.Root>
      <VoiceKeywordsCard />
    </Stack>
  );
}

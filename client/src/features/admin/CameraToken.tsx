import {
  Button,
  Clipboard,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { format } from 'date-fns';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CameraToken_location$key } from './__generated__/CameraToken_location.graphql';
import { useCreateCameraToken, useRevokeCameraToken } from './useCameraAdminMutations';

/**
 * The token the location's camera agent signs in with (DESIGN §12, camera/ README): admins create
 * it here, see it once, and revoke it. A new token replaces the old one at once.
 */
export function CameraToken(props: { orgId: string; location: CameraToken_location$key }) {
  const location = useFragment(
    graphql`
      fragment CameraToken_location on Location {
        id
        cameraToken {
          start
          issuedAt
        }
      }
    `,
    props.location,
  );
  const create = useCreateCameraToken();
  const revoke = useRevokeCameraToken();
  const [shown, setShown] = useState<string | null>(null);
  const input = { organisationId: props.orgId, locationId: location.id };
  const token = location.cameraToken;

  return (
    <Stack gap="2" borderTopWidth="1px" pt="3">
      <HStack gap="2">
        <KeyRound size={16} aria-hidden />
        <Text fontWeight="medium">Camera agent token</Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {token
          ? `In use: ${token.start}… since ${format(new Date(token.issuedAt), 'yyyy-MM-dd HH:mm')}.`
          : 'The camera agent at this table needs a token to hear about goals.'}
      </Text>
      {shown && (
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium" color="fg.warning">
            Shown once: copy it into the camera agent now.
          </Text>
          <Clipboard.Root value={shown}>
            <InputGroup endElement={<ClipboardButton />}>
              <Clipboard.Input asChild>
                <Input readOnly fontFamily="mono" fontSize="sm" aria-label="New camera token" />
              </Clipboard.Input>
            </InputGroup>
          </Clipboard.Root>
        </Stack>
      )}
      <Flex gap="2" justify="flex-end" wrap="wrap">
        {token && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={revoke.busy}
            onClick={async () => {
              if (await revoke.save({ input })) setShown(null);
            }}
          >
            Revoke token
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={create.busy}
          onClick={async () => {
            const made = await create.save({ input });
            if (made?.token) setShown(made.token);
          }}
        >
          {token ? 'Replace token' : 'Create token'}
        </Button>
      </Flex>
    </Stack>
  );
}

function ClipboardButton() {
  return (
    <Clipboard.Trigger asChild>
      <IconButton variant="surface" size="xs" me="-2" aria-label="Copy the token">
        <Clipboard.Indicator />
      </IconButton>
    </Clipboard.Trigger>
  );
}

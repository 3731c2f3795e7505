import { Button, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { AlertDialog } from '../../app/AlertDialog';
import { copyToClipboard } from '../../app/copyToClipboard';
import { matchDate } from '../../lib/history';
import { QrCode } from '../../ui/QrCode';
import type { InvitationCard_organisation$key } from './__generated__/InvitationCard_organisation.graphql';
import type { InvitationCardCreateMutation } from './__generated__/InvitationCardCreateMutation.graphql';
import type { InvitationCardRevokeMutation } from './__generated__/InvitationCardRevokeMutation.graphql';
import { AdminCard } from './AdminCard';
import { useSave } from './useSave';

// Issue 28: the organisation's invitation link, as a link to paste into the team chat and a QR code
// to put on the TV. Colleagues who open it create their account and join; on an installation
// without mail the link confirms their address. Making or revoking one is in the audit log.

const VALID_FOR = [
  { days: 1, label: '1 day' },
  { days: 7, label: '7 days' },
  { days: 14, label: '14 days' },
  { days: 30, label: '30 days' },
];

const Create = graphql`
  mutation InvitationCardCreateMutation($input: CreateInvitationInput!) {
    createInvitation(input: $input) {
      __typename
      ... on CreateInvitationPayload {
        organisation {
          ...InvitationCard_organisation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const Revoke = graphql`
  mutation InvitationCardRevokeMutation($input: RevokeInvitationInput!) {
    revokeInvitation(input: $input) {
      __typename
      ... on RevokeInvitationPayload {
        organisation {
          ...InvitationCard_organisation
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function InvitationCard(props: { organisation: InvitationCard_organisation$key }) {
  const org = useFragment(
    graphql`
      fragment InvitationCard_organisation on Organisation {
        id
        name
        invitation {
          url
          expiresAt
        }
      }
    `,
    props.organisation,
  );
  const create = useSave<InvitationCardCreateMutation>(Create, 'Invitation link ready');
  const revoke = useSave<InvitationCardRevokeMutation>(Revoke, 'Invitation link revoked');
  const [days, setDays] = useState(7);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const invitation = org.invitation;

  return (
    <AdminCard
      title="Invite colleagues"
      description="Share this link in the team chat or show its QR code on the TV. Whoever opens it creates an account and joins this organisation."
    >
      {invitation ? (
        <Flex gap="5" direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }}>
          <Flex justify="center">
            <QrCode
              text={invitation.url}
              size={184}
              label={`QR code of the invitation link to ${org.name}`}
            />
          </Flex>
          <Stack gap="3" flex="1" minW="0">
            <Input
              readOnly
              value={invitation.url}
              aria-label="Invitation link"
              onFocus={(e) => e.target.select()}
            />
            <Text fontSize="sm" color="fg.muted">
              Works until {matchDate(invitation.expiresAt)}.
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button colorPalette="felt" onClick={() => copyToClipboard(invitation.url, 'Link copied')}>
                Copy link
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => setConfirmRevoke(true)}>
                Revoke link
              </Button>
            </Flex>
          </Stack>
        </Flex>
      ) : (
        <Text color="fg.muted">No invitation link yet.</Text>
      )}
      <Flex gap="2" align="flex-end" wrap="wrap">
        <NativeSelect.Root size="md" width="auto">
          <NativeSelect.Field
            aria-label="Valid for"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
          >
            {VALID_FOR.map((v) => (
              <option key={v.days} value={v.days}>
                Valid for {v.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button
          variant={invitation ? 'outline' : 'solid'}
          colorPalette="felt"
          loading={create.busy}
          onClick={() => create.save({ input: { organisationId: org.id, validForDays: days } })}
        >
          {invitation ? 'Make a new link' : 'Create invitation link'}
        </Button>
      </Flex>
      {invitation && (
        <Text fontSize="sm" color="fg.muted">
          A new link replaces this one: the old link stops working.
        </Text>
      )}
      <AlertDialog
        open={confirmRevoke}
        title="Revoke the invitation link?"
        text="Nobody can join with it any more. Colleagues who already joined stay."
        onClose={() => setConfirmRevoke(false)}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirmRevoke(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={revoke.busy}
              onClick={async () => {
                await revoke.save({ input: { organisationId: org.id } });
                setConfirmRevoke(false);
              }}
            >
              Revoke
            </Button>
          </>
        }
      />
    </AdminCard>
  );
}

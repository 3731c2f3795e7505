import { Badge, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useAppState } from '../../app/AppState';
import type { PeopleSectionQuery } from './__generated__/PeopleSectionQuery.graphql';
import type { PeopleSectionRoleMutation } from './__generated__/PeopleSectionRoleMutation.graphql';
import type { PeopleSectionVerifyMutation } from './__generated__/PeopleSectionVerifyMutation.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useSave } from './useSave';

// Users of the organisation (and new users without a player yet): roles and e-mail state.
export default function PeopleSection() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { viewer } = useAppState();
  const data = useLazyLoadQuery<PeopleSectionQuery>(
    graphql`
      query PeopleSectionQuery($search: String) {
        users(first: 100, search: $search) {
          edges {
            node {
              id
              name
              email
              emailVerified
              roles
              player {
                nickname
              }
            }
          }
        }
      }
    `,
    { search: deferred || null },
    { fetchPolicy: 'store-and-network' },
  );
  const canEdit = Boolean(viewer?.isAdmin);
  const users = data.users.edges.map((e) => e.node);
  return (
    <AdminCard
      title="People"
      description="Everyone of your organisation, and new users who have no player yet. Admins run the league; moderators edit the rules and look after players."
    >
      <Field.Root>
        <Field.Label>Search people</Field.Label>
        <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Name or e-mail" />
      </Field.Root>
      {!canEdit && <AdminsOnlyNote />}
      <Stack gap="0">
        {users.length === 0 && <Text color="fg.muted">Nobody found.</Text>}
        {users.map((u) => (
          <UserRow key={u.id} user={u} canEdit={canEdit} isMe={u.id === viewer?.user.id} />
        ))}
      </Stack>
    </AdminCard>
  );
}

interface UserData {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  roles: readonly string[];
  player: { nickname: string } | null | undefined;
}

function UserRow({ user, canEdit, isMe }: { user: UserData; canEdit: boolean; isMe: boolean }) {
  const role = useSave<PeopleSectionRoleMutation>(graphql`
    mutation PeopleSectionRoleMutation($input: SetUserRoleInput!) {
      setUserRole(input: $input) {
        __typename
        ... on SetUserRolePayload { user { id roles } }
        ... on Error { message }
      }
    }
  `);
  const verify = useSave<PeopleSectionVerifyMutation>(
    graphql`
      mutation PeopleSectionVerifyMutation($input: MarkEmailVerifiedInput!) {
        markEmailVerified(input: $input) {
          __typename
          ... on MarkEmailVerifiedPayload { user { id emailVerified } }
          ... on Error { message }
        }
      }
    `,
    'E-mail marked verified',
  );
  const toggle = (claim: 'admin' | 'moderator') => {
    const granted = !user.roles.includes(claim);
    void role.save(
      { input: { userId: user.id, role: claim, granted } },
      granted ? `${user.name} is now ${claim}` : `${user.name} is no longer ${claim}`,
    );
  };
  return (
    <Flex
      gap="3"
      py="3"
      borderBottomWidth="1px"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      aria-label={user.name}
      role="group"
    >
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" truncate>
          {user.name}
          {user.player && (
            <Text as="span" color="fg.muted" fontWeight="normal">
              {' '}
              ({user.player.nickname})
            </Text>
          )}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {user.email}
        </Text>
        <Flex gap="1" wrap="wrap">
          {user.roles.map((r) => (
            <Badge key={r} colorPalette={r === 'admin' ? 'felt' : r === 'moderator' ? 'orange' : 'gray'}>
              {r}
            </Badge>
          ))}
          <Badge colorPalette={user.emailVerified ? 'green' : 'red'} variant="outline">
            {user.emailVerified ? 'e-mail verified' : 'e-mail not verified'}
          </Badge>
        </Flex>
      </Stack>
      {canEdit && (
        <Flex gap="2" wrap="wrap">
          {!user.emailVerified && (
            <Button
              size="sm"
              variant="outline"
              loading={verify.busy}
              onClick={() => verify.save({ input: { userId: user.id } })}
            >
              Mark verified
            </Button>
          )}
          <Button
            size="sm"
            variant={user.roles.includes('moderator') ? 'solid' : 'outline'}
            loading={role.busy}
            onClick={() => toggle('moderator')}
          >
            {user.roles.includes('moderator') ? 'Remove moderator' : 'Make moderator'}
          </Button>
          <Button
            size="sm"
            variant={user.roles.includes('admin') ? 'solid' : 'outline'}
            colorPalette="felt"
            loading={role.busy}
            disabled={isMe}
            onClick={() => toggle('admin')}
          >
            {user.roles.includes('admin') ? 'Remove admin' : 'Make admin'}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

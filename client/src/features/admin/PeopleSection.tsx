import { Badge, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { startTransition, useState } from 'react';
import { graphql, useFragment, useRefetchableFragment } from 'react-relay';
import { useRouteQuery } from '../../app/routeQuery';
import type { PeopleList_query$key } from './__generated__/PeopleList_query.graphql';
import type { PeopleSectionQuery as PeopleSectionQueryType } from './__generated__/PeopleSectionQuery.graphql';
import type { UserRow_user$key } from './__generated__/UserRow_user.graphql';
import { AdminCard, AdminsOnlyNote } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { InvitationCard } from './InvitationCard';
import { useMarkEmailVerified, useSetInstallationAdmin, useSetUserRole } from './usePeopleMutations';
import { WaitingForVerification } from './WaitingForVerification';

type GrantedRole = 'admin' | 'moderator' | 'analyst';

/** What each role lets someone do in this organisation, as the toggles say it. */
const ROLE_TOGGLES: { role: GrantedRole; make: string; remove: string; palette?: string }[] = [
  { role: 'moderator', make: 'Make moderator', remove: 'Remove moderator' },
  { role: 'analyst', make: 'Make analyst', remove: 'Remove analyst' },
  { role: 'admin', make: 'Make admin', remove: 'Remove admin', palette: 'felt' },
];

/** The colours of the role badges (others: gray). */
const ROLE_COLOURS: Partial<Record<string, string>> = { admin: 'felt', moderator: 'orange' };

// Started by the route's loader (app/routes.tsx) before this tab renders: everyone, unfiltered.
const PeopleSectionQuery = graphql`
  query PeopleSectionQuery($orgId: ID!) @preloadable {
    organisation(id: $orgId) {
      ...InvitationCard_organisation
    }
    ...WaitingForVerification_query @arguments(orgId: $orgId)
    ...PeopleList_query @arguments(orgId: $orgId)
  }
`;

// The people of the organisation (for installation admins also newcomers without one): their roles
// here and their e-mail state. Roles are per organisation (DESIGN §11).
export default function PeopleSection() {
  const [data] = useRouteQuery<PeopleSectionQueryType>(PeopleSectionQuery);
  const { canEdit } = useAdminOrg();
  return (
    <Stack gap="4">
      <WaitingForVerification query={data} />
      {/* The link is its admins' (moderators see neither it nor its controls). */}
      {canEdit && data.organisation && <InvitationCard organisation={data.organisation} />}
      <PeopleList query={data} />
    </Stack>
  );
}

/** The people the search finds, each with the viewer's role toggles. */
function PeopleList(props: { query: PeopleList_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment PeopleList_query on Query
      @argumentDefinitions(orgId: { type: "ID!" }, search: { type: "String" })
      @refetchable(queryName: "PeopleListRefetchQuery") {
        users(organisationId: $orgId, first: 100, search: $search) {
          edges {
            node {
              id
              ...UserRow_user @arguments(orgId: $orgId)
            }
          }
        }
      }
    `,
    props.query,
  );
  const [search, setSearch] = useState('');
  const { orgId, canChangeRoles, installation } = useAdminOrg();
  const users = data.users.edges.map((e) => e.node);
  return (
    <AdminCard
      title="People"
      description={`Everyone of this organisation${installation.seeNewcomers ? ', and new users who have joined none yet' : ''}. Admins run the league; moderators edit the rules and look after players; analysts read its data with API keys.`}
    >
      <Field.Root>
        <Field.Label>Search people</Field.Label>
        <Input
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            // Until the answer is there, the people found before stay.
            startTransition(() => {
              refetch({ search: e.target.value.trim() || null }, { fetchPolicy: 'store-and-network' });
            });
          }}
          placeholder="Name or e-mail"
        />
      </Field.Root>
      {!canChangeRoles && <AdminsOnlyNote />}
      <Stack gap="0">
        {users.length === 0 && <Text color="fg.muted">Nobody found.</Text>}
        {users.map((u) => (
          <UserRow key={u.id} user={u} orgId={orgId} canChangeRoles={canChangeRoles} />
        ))}
      </Stack>
    </AdminCard>
  );
}

/**
 * A person: name, e-mail, roles here, and the toggles the server's viewerCan… fields offer (a role
 * the viewer may not change, such as their own admin role, shows disabled).
 */
function UserRow(props: { user: UserRow_user$key; orgId: string; canChangeRoles: boolean }) {
  const { orgId, canChangeRoles } = props;
  const user = useFragment(
    graphql`
      fragment UserRow_user on User @argumentDefinitions(orgId: { type: "ID!" }) {
        id
        name
        email
        emailVerified
        roles(organisationId: $orgId)
        viewerCanGrant(organisationId: $orgId)
        viewerCanRevoke(organisationId: $orgId)
        viewerCanMarkEmailVerified
        viewerCanChangeInstallationAdmin
        isInstallationAdmin
        player {
          nickname
        }
      }
    `,
    props.user,
  );
  const role = useSetUserRole();
  const installation = useSetInstallationAdmin();
  const verify = useMarkEmailVerified();
  const toggle = (granted: GrantedRole) => {
    const grant = !user.roles.includes(granted);
    void role.save(
      { input: { organisationId: orgId, userId: user.id, role: granted, granted: grant }, orgId },
      grant ? `${user.name} is now ${granted}` : `${user.name} is no longer ${granted}`,
    );
  };
  const toggleInstallation = () => {
    const appointed = !user.isInstallationAdmin;
    void installation.save(
      { input: { userId: user.id, appointed } },
      appointed
        ? `${user.name} now runs the installation too`
        : `${user.name} no longer runs the installation`,
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
        {user.email && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {user.email}
          </Text>
        )}
        <Flex gap="1" wrap="wrap">
          {user.roles.map((r) => (
            <Badge key={r} colorPalette={ROLE_COLOURS[r] ?? 'gray'}>
              {r}
            </Badge>
          ))}
          {user.isInstallationAdmin && <Badge colorPalette="purple">installation admin</Badge>}
          <Badge colorPalette={user.emailVerified ? 'green' : 'red'} variant="outline">
            {user.emailVerified ? 'e-mail verified' : 'e-mail not verified'}
          </Badge>
        </Flex>
      </Stack>
      {(canChangeRoles || user.viewerCanMarkEmailVerified || user.viewerCanChangeInstallationAdmin) && (
        <Flex gap="2" wrap="wrap">
          {!user.emailVerified && user.viewerCanMarkEmailVerified && (
            <Button
              size="sm"
              variant="outline"
              loading={verify.busy}
              onClick={() => verify.save({ input: { userId: user.id } })}
            >
              Mark verified
            </Button>
          )}
          {canChangeRoles &&
            ROLE_TOGGLES.map(({ role: r, make, remove, palette }) => {
              const held = user.roles.includes(r);
              return (
                <Button
                  key={r}
                  size="sm"
                  variant={held ? 'solid' : 'outline'}
                  colorPalette={palette}
                  loading={role.busy}
                  disabled={!(held ? user.viewerCanRevoke : user.viewerCanGrant).includes(r)}
                  onClick={() => toggle(r)}
                >
                  {held ? remove : make}
                </Button>
              );
            })}
          {user.viewerCanChangeInstallationAdmin && (
            <Button size="sm" variant="outline" loading={installation.busy} onClick={toggleInstallation}>
              {user.isInstallationAdmin ? 'Remove installation admin' : 'Make installation admin'}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}

import { Button, Card, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { AlertDialog } from '../../app/AlertDialog';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import { toaster } from '../../app/toaster';
import { useCommand } from '../../app/useCommand';
import { WhyDisabled } from '../../ui/WhyDisabled';
import type { ApiKeysPageCreateMutation } from './__generated__/ApiKeysPageCreateMutation.graphql';
import type { ApiKeysPageQuery as ApiKeysPageQueryType } from './__generated__/ApiKeysPageQuery.graphql';
import type { ApiKeysPageRevokeMutation } from './__generated__/ApiKeysPageRevokeMutation.graphql';
import { NewApiKey } from './NewApiKey';

// Issue 28: analysts (and admins) make, see and revoke their API keys here, in production too (the
// app's own persisted documents; better-auth's endpoints stay off). A new key is shown once, with a
// copy button and a curl example; keys read one organisation and change nothing (DESIGN §11).

const ApiKeysPageQuery = graphql`
  query ApiKeysPageQuery @preloadable {
    viewer {
      apiKeyOrganisations {
        id
        name
      }
    }
    apiKeys {
      id
      name
      start
      createdAt
      lastUsedAt
      organisation {
        name
      }
    }
  }
`;

const Create = graphql`
  mutation ApiKeysPageCreateMutation($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      __typename
      ... on CreateApiKeyPayload {
        key
      }
      ... on Error {
        message
      }
      ... on InputValidationError {
        issues {
          message
        }
      }
    }
  }
`;

const Revoke = graphql`
  mutation ApiKeysPageRevokeMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      __typename
      ... on Error {
        message
      }
    }
  }
`;

export default function ApiKeysRoute() {
  return (
    <RequireVerified allowNewPlayer>
      <ApiKeysPage />
    </RequireVerified>
  );
}

function ApiKeysPage() {
  const [data, refresh] = useRouteQuery<ApiKeysPageQueryType>(ApiKeysPageQuery);
  const organisations = data.viewer?.apiKeyOrganisations ?? [];
  const [orgId, setOrgId] = useState(organisations[0]?.id ?? '');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [create, creating] = useCommand<ApiKeysPageCreateMutation>(Create);
  const [revoke, revokingBusy] = useCommand<ApiKeysPageRevokeMutation>(Revoke);
  const failed = (message: string) => toaster.create({ type: 'error', title: 'Error', description: message });
  const missing = [
    ...(orgId === '' ? ['Choose the organisation the key reads.'] : []),
    ...(name.trim() === '' ? ['Name the key (what it is for).'] : []),
  ];
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="2xl">
        API keys
      </Heading>
      <Text color="fg.muted">
        A key reads one organisation's league data through /graphql (queries and subscriptions, never
        changes). Send it as the x-api-key header.
      </Text>
      {created && <NewApiKey apiKey={created} />}
      <Card.Root size="sm">
        <Card.Header>
          <Heading as="h2" size="md">
            New key
          </Heading>
        </Card.Header>
        <Card.Body gap="3">
          {organisations.length === 0 ? (
            <Text color="fg.muted">
              Keys are for analysts and admins of an organisation. Ask an admin of yours to make you analyst.
            </Text>
          ) : (
            <form
              aria-label="New key"
              onSubmit={(e) => {
                e.preventDefault();
                if (missing.length > 0) return;
                create(
                  { input: { organisationId: orgId, name: name.trim() } },
                  {
                    done: (payload) => {
                      setCreated(payload.key ?? null);
                      setName('');
                      refresh('network-only');
                    },
                    failed,
                  },
                );
              }}
            >
              <Stack gap="3">
                <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
                  <Field.Root>
                    <Field.Label>Organisation</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={orgId} onChange={(e) => setOrgId(e.target.value)}>
                        {organisations.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Name</Field.Label>
                    <Input
                      value={name}
                      maxLength={32}
                      placeholder="e.g. Monthly report"
                      onChange={(e) => setName(e.target.value)}
                    />
                  </Field.Root>
                </Flex>
                <Stack gap="2" align="flex-end">
                  <Button
                    type="submit"
                    colorPalette="felt"
                    loading={creating}
                    disabled={missing.length > 0}
                    aria-describedby={missing.length > 0 ? 'api-key-missing' : undefined}
                  >
                    <KeyRound size={16} /> Create key
                  </Button>
                  <WhyDisabled id="api-key-missing" reasons={missing} />
                </Stack>
              </Stack>
            </form>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Header>
          <Heading as="h2" size="md">
            Your keys
          </Heading>
        </Card.Header>
        <Card.Body gap="0">
          {data.apiKeys.length === 0 && <Text color="fg.muted">No keys yet.</Text>}
          {data.apiKeys.map((k) => (
            <Flex
              key={k.id}
              gap="3"
              py="3"
              borderBottomWidth="1px"
              align="center"
              role="group"
              aria-label={k.name}
            >
              <Stack gap="0" flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {k.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" truncate>
                  {k.start}… · {k.organisation?.name ?? 'no longer readable'} · made{' '}
                  {format(new Date(k.createdAt), 'yyyy-MM-dd')}
                  {k.lastUsedAt
                    ? ` · last used ${format(new Date(k.lastUsedAt), 'yyyy-MM-dd HH:mm')}`
                    : ' · never used'}
                </Text>
              </Stack>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                minH="11"
                onClick={() => setRevoking({ id: k.id, name: k.name })}
              >
                <Trash2 size={14} /> Revoke
              </Button>
            </Flex>
          ))}
        </Card.Body>
      </Card.Root>
      <AlertDialog
        open={revoking !== null}
        title={`Revoke ${revoking?.name ?? ''}?`}
        text="Whatever uses this key can no longer read the league."
        onClose={() => setRevoking(null)}
        actions={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              colorPalette="red"
              loading={revokingBusy}
              onClick={() =>
                revoking &&
                revoke(
                  { input: { id: revoking.id } },
                  {
                    done: () => {
                      setRevoking(null);
                      toaster.create({ type: 'success', title: 'Key revoked', duration: 2500 });
                      refresh('network-only');
                    },
                    failed: (message) => {
                      setRevoking(null);
                      failed(message);
                    },
                  },
                )
              }
            >
              Revoke
            </Button>
          </>
        }
      />
    </Stack>
  );
}

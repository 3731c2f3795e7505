import { Badge, Button, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useFragment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { AlertDialog } from '../../app/AlertDialog';
import { useRouteQuery } from '../../app/routeQuery';
import type { MaintenanceSectionQuery as MaintenanceSectionQueryType } from './__generated__/MaintenanceSectionQuery.graphql';
import type { MaintenanceSectionSubscription } from './__generated__/MaintenanceSectionSubscription.graphql';
import type { ProjectionRow_projection$key } from './__generated__/ProjectionRow_projection.graphql';
import { AdminCard } from './AdminCard';
import { useAdminOrg } from './adminOrg';
import { useRebuildProjection } from './useRebuildProjection';

// Started by the route's loader (app/routes.tsx) before this tab renders; always from the server, as
// a rebuild may have run meanwhile.
const MaintenanceSectionQuery = graphql`
  query MaintenanceSectionQuery @preloadable {
    projections {
      name
      ...ProjectionRow_projection
    }
  }
`;

// Installation admins only (DESIGN §11): read models rebuilt from the event log, with progress.
export default function MaintenanceSection() {
  const { installation } = useAdminOrg();
  if (!installation.rebuildReadModels) return <Text>Only installation admins maintain the read models.</Text>;
  return <Projections />;
}

function Projections() {
  const [data] = useRouteQuery<MaintenanceSectionQueryType>(MaintenanceSectionQuery);
  return (
    <AdminCard
      title="Read models"
      description="Tables built from the event log. Rebuilding one empties it and folds every event into it again; changes to it wait meanwhile. The result is the same rows, unless a bug had made them wrong."
    >
      {data.projections.map((p) => (
        <ProjectionRow key={p.name} projection={p} />
      ))}
    </AdminCard>
  );
}

/** A read model: how it is kept, its tables, its last rebuild, and Rebuild. */
function ProjectionRow(props: { projection: ProjectionRow_projection$key }) {
  const projection = useFragment(
    graphql`
      fragment ProjectionRow_projection on Projection {
        id
        name
        mode
        tables
        lastRebuild {
          status
          processed
          total
          startedAt
          finishedAt
          error
        }
      }
    `,
    props.projection,
  );
  const [confirm, setConfirm] = useState(false);
  const { save, busy } = useRebuildProjection();
  const rebuild = projection.lastRebuild;
  const running = rebuild?.status === 'running';
  const percent =
    rebuild && rebuild.total > 0 ? Math.round((rebuild.processed / rebuild.total) * 100) : running ? 0 : 100;
  return (
    <Stack gap="2" py="3" borderBottomWidth="1px" role="group" aria-label={projection.name}>
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold" flex="1">
          {projection.name}{' '}
          <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
            {projection.mode === 'inline' ? 'updated with every change' : 'catches up in the background'} ·{' '}
            {projection.tables.join(', ')}
          </Text>
        </Text>
        {rebuild && (
          <Badge
            colorPalette={rebuild.status === 'failed' ? 'red' : rebuild.status === 'done' ? 'felt' : 'orange'}
          >
            {rebuild.status === 'done' ? `rebuilt: ${rebuild.processed} events` : rebuild.status}
          </Badge>
        )}
        <Button
          size="sm"
          variant="outline"
          disabled={running}
          loading={busy}
          onClick={() => setConfirm(true)}
        >
          Rebuild
        </Button>
      </Flex>
      {running && <RebuildProgress name={projection.name} />}
      {rebuild && (running || rebuild.status === 'done') && (
        <Progress.Root
          value={percent}
          size="sm"
          colorPalette="felt"
          aria-label={`${projection.name} rebuild progress`}
        >
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {rebuild?.error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {rebuild.error}
        </Text>
      )}
      <AlertDialog
        open={confirm}
        title={`Rebuild ${projection.name}`}
        text="Do you really want to rebuild this read model from the event log?"
        onClose={() => setConfirm(false)}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirm(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="felt"
              onClick={() => {
                setConfirm(false);
                void save({ name: projection.name });
              }}
            >
              Rebuild
            </Button>
          </>
        }
      />
    </Stack>
  );
}

/** Keeps the projection's record in the store up to date while its rebuild runs. */
function RebuildProgress({ name }: { name: string }) {
  const config = useMemo<GraphQLSubscriptionConfig<MaintenanceSectionSubscription>>(
    () => ({
      subscription: graphql`
        subscription MaintenanceSectionSubscription($name: String!) {
          projectionRebuilt(name: $name) {
            ...ProjectionRow_projection
          }
        }
      `,
      variables: { name },
    }),
    [name],
  );
  useSubscription(config);
  return null;
}

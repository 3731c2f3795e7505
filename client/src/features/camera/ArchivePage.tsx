import { Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import { archiveAddress, todayUtc } from '../../lib/camera';
import type { ArchivePageQuery as ArchivePageQueryType } from './__generated__/ArchivePageQuery.graphql';
import { CameraChooser } from './CameraChooser';
import { ClipGrid } from './ClipGrid';
import { NoCamera } from './NoCamera';
import { ScreenHeader } from './ScreenHeader';
import { ToolFrame } from './ToolFrame';
import { useCameraChoice } from './useCameraChoice';
import { useDayClips } from './useDayClips';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const ArchivePageQuery = graphql`
  query ArchivePageQuery @preloadable {
    viewer {
      player {
        location {
          id
        }
      }
      organisation {
        viewerCanAdminister
        config {
          archiveUrl
        }
        ...useCameraChoice_organisation
      }
    }
  }
`;

export default function ArchiveRoute() {
  return (
    <RequireVerified>
      <ArchivePage />
    </RequireVerified>
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// SPEC §2 Archive: the configured archive page of today, else the cameras' own dated clips.
function ArchivePage() {
  const [data] = useRouteQuery<ArchivePageQueryType>(ArchivePageQuery);
  const organisation = data.viewer?.organisation;
  const external = organisation?.config.archiveUrl;
  if (external)
    return (
      <Stack gap="4">
        <ScreenHeader title="Archive" />
        <ToolFrame src={archiveAddress(external, todayUtc())} title="Archive" />
      </Stack>
    );
  return <ClipArchive data={data} />;
}

function ClipArchive({ data }: { data: ArchivePageQueryType['response'] }) {
  const organisation = data.viewer?.organisation;
  const choice = useCameraChoice(organisation, data.viewer?.player?.location?.id);
  const [params, setParams] = useSearchParams();
  const today = todayUtc();
  const asked = params.get('day') ?? '';
  const day = DAY.test(asked) && asked <= today ? asked : today;
  const cameraPath = choice.chosen?.cameraPath ?? null;
  const listing = useDayClips(cameraPath, day);
  const chooseDay = (value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (DAY.test(value)) next.set('day', value);
        else next.delete('day');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack gap="4">
      <ScreenHeader title="Archive">
        <CameraChooser choice={choice} />
        {cameraPath && (
          <Field.Root w="auto">
            <Field.Label>Day</Field.Label>
            <Input
              type="date"
              size="sm"
              value={day}
              max={today}
              onChange={(e) => chooseDay(e.target.value)}
            />
          </Field.Root>
        )}
      </ScreenHeader>
      {!cameraPath && <NoCamera linkToSettings={Boolean(organisation?.viewerCanAdminister)} />}
      {cameraPath && listing.status === 'loading' && <Spinner aria-label="Loading the clips" />}
      {cameraPath && listing.status === 'failed' && (
        <Stack gap="2" align="flex-start">
          <Text color="fg.error">{listing.message}</Text>
          <Button size="sm" variant="outline" onClick={listing.reload}>
            Try again
          </Button>
        </Stack>
      )}
      {cameraPath && listing.status === 'ready' && (
        <ClipGrid cameraPath={cameraPath} day={day} entries={listing.entries} />
      )}
    </Stack>
  );
}

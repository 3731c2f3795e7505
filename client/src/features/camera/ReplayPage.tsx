import { Button, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { RequireVerified } from '../../app/guards';
import { useRouteQuery } from '../../app/routeQuery';
import {
  clipPath,
  clipsOf,
  clipTime,
  parseClipPath,
  replaySteps,
  replayUrl,
  todayUtc,
} from '../../lib/camera';
import type { ReplayPageQuery as ReplayPageQueryType } from './__generated__/ReplayPageQuery.graphql';
import { CameraChooser } from './CameraChooser';
import { NoCamera } from './NoCamera';
import { ReplayPlayer } from './ReplayPlayer';
import { ScreenHeader } from './ScreenHeader';
import { useCameraChoice } from './useCameraChoice';
import { useDayClips } from './useDayClips';

// Started by the route's loader (app/routes.tsx) before this screen renders.
const ReplayPageQuery = graphql`
  query ReplayPageQuery @preloadable {
    viewer {
      player {
        location {
          id
        }
      }
      organisation {
        viewerCanAdminister
        ...useCameraChoice_organisation
      }
    }
  }
`;

export default function ReplayRoute() {
  return (
    <RequireVerified>
      <ReplayPage />
    </RequireVerified>
  );
}

// SPEC §2 Replay: the clip in latestVideo, else the latest of today at the viewer's table; the
// arrows step through that day's clips (thumbnails excluded).
function ReplayPage() {
  const [data] = useRouteQuery<ReplayPageQueryType>(ReplayPageQuery);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const organisation = data.viewer?.organisation;
  const choice = useCameraChoice(organisation, data.viewer?.player?.location?.id);
  const latestVideo = params.get('latestVideo');
  const asked = latestVideo ? parseClipPath(latestVideo) : null;
  const known = asked && choice.cameras.some((c) => c.cameraPath === asked.cameraPath);
  const cameraPath = asked ? (known ? asked.cameraPath : null) : (choice.chosen?.cameraPath ?? null);
  const day = asked?.day ?? todayUtc();
  const listing = useDayClips(cameraPath, day);

  const header = (
    <ScreenHeader title="Replay">
      {!latestVideo && (
        <CameraChooser choice={choice} onChoose={(id) => navigate(`/replay?location=${id}`)} />
      )}
    </ScreenHeader>
  );
  if (latestVideo && !known)
    return (
      <Stack gap="4">
        {header}
        <Text>This replay is not from a camera you can watch.</Text>
        <ChakraLink asChild color="felt.fg">
          <Link to="/replay">Show today's latest replay</Link>
        </ChakraLink>
      </Stack>
    );
  if (!cameraPath)
    return (
      <Stack gap="4">
        {header}
        <NoCamera linkToSettings={Boolean(organisation?.viewerCanAdminister)} />
      </Stack>
    );

  const clips = listing.status === 'ready' ? clipsOf(listing.entries) : [];
  const current = asked?.name ?? clips.at(-1) ?? null;
  const steps = current ? replaySteps(clips, current) : null;
  const go = (name: string | null) =>
    name ? () => navigate(replayUrl(clipPath(cameraPath, day, name))) : null;
  return (
    <Stack gap="4">
      {header}
      {listing.status === 'failed' && (
        <Stack gap="2" align="flex-start">
          <Text color="fg.error">{listing.message}</Text>
          <Button size="sm" variant="outline" onClick={listing.reload}>
            Try again
          </Button>
        </Stack>
      )}
      {listing.status === 'loading' && !current && <Spinner aria-label="Loading the replays" />}
      {listing.status === 'ready' && !current && (
        <Stack gap="2" py="8" align="center" textAlign="center">
          <Text fontSize="lg" fontWeight="semibold">
            No replays today yet
          </Text>
          <Text color="fg.muted">Each goal scored in a live game at this table leaves one here.</Text>
          <ChakraLink asChild color="felt.fg">
            <Link to="/archive">Older replays are in the archive</Link>
          </ChakraLink>
        </Stack>
      )}
      {current && steps && (
        <>
          <ReplayPlayer
            src={clipPath(cameraPath, day, current)}
            label={`Replay of ${clipTime(current) ?? current}`}
            onPrevious={go(steps.previous)}
            onNext={go(steps.next)}
          />
          <Text color="fg.muted" fontSize="sm" textAlign="center" fontVariantNumeric="tabular-nums">
            {steps.index >= 0 ? `Replay ${steps.index + 1} of ${clips.length}` : 'Replay'} · {day}
            {clipTime(current) ? ` · ${clipTime(current)}` : ''}
          </Text>
        </>
      )}
    </Stack>
  );
}

import { AspectRatio, Button, Stack, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

/** The whole picture, letterboxed: a camera's 4:3 is not cut to the box's 16:9. */
export const CONTAIN = { '& > img, & > video': { objectFit: 'contain' } };

/**
 * SPEC §2 Live view: the camera's image stream (MJPEG, through the app: same origin, so HTTPS pages
 * show it). Leaving the screen removes the image, which ends the stream and the app's request to the
 * camera. A camera that does not answer says so, with a way to try again.
 */
export function LiveStream({ cameraPath, name }: { cameraPath: string; name: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  return (
    <AspectRatio
      ratio={16 / 9}
      w="full"
      maxW="calc(65dvh * 16 / 9)"
      mx="auto"
      bg="black"
      borderRadius="md"
      overflow="hidden"
      css={CONTAIN}
    >
      {failed ? (
        <Stack align="center" justify="center" color="white" gap="3" p="4" textAlign="center">
          <Text fontWeight="semibold">The camera is not answering</Text>
          <Text fontSize="sm" color="gray.300">
            Is it switched on and on the office network?
          </Text>
          <Button
            size="sm"
            variant="surface"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            <RefreshCw size={16} aria-hidden /> Try again
          </Button>
        </Stack>
      ) : (
        <img
          key={`${cameraPath}-${attempt}`}
          src={`${cameraPath}/stream`}
          alt={`The table at ${name}, live`}
          onError={() => setFailed(true)}
        />
      )}
    </AspectRatio>
  );
}

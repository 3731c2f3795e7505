import { Box, Card, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { Film } from 'lucide-react';
import { Link } from 'react-router';
import { clipPath, clipsOf, clipTime, type ListingEntry, replayUrl, thumbnailOf } from '../../lib/camera';

/** A day's clips of one camera, each with its thumbnail (when the camera made one), opening its replay. */
export function ClipGrid({
  cameraPath,
  day,
  entries,
}: {
  cameraPath: string;
  day: string;
  entries: ListingEntry[];
}) {
  const clips = clipsOf(entries).reverse();
  if (clips.length === 0)
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        No clips on {day}.
      </Text>
    );
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3, lg: 4 }} gap="3" aria-label={`Clips of ${day}`}>
      {clips.map((clip) => {
        const thumb = thumbnailOf(clip, entries);
        const time = clipTime(clip) ?? clip;
        return (
          <Card.Root as="li" key={clip} size="sm" overflow="hidden" _hover={{ borderColor: 'felt.solid' }}>
            <Link to={replayUrl(clipPath(cameraPath, day, clip))} aria-label={`Replay of ${time}`}>
              <Box
                aspectRatio={16 / 9}
                bg="bg.muted"
                display="flex"
                alignItems="center"
                justifyContent="center"
              >
                {thumb ? (
                  <Image
                    src={clipPath(cameraPath, day, thumb)}
                    alt=""
                    loading="lazy"
                    w="full"
                    h="full"
                    objectFit="cover"
                  />
                ) : (
                  <Film aria-hidden />
                )}
              </Box>
              <Text px="3" py="2" fontVariantNumeric="tabular-nums" fontWeight="medium">
                {time}
              </Text>
            </Link>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

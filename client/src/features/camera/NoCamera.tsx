import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { VideoOff } from 'lucide-react';
import { Link } from 'react-router';

/** The clear state of a screen without a camera to show (none set up, or none the viewer may watch). */
export function NoCamera({ linkToSettings }: { linkToSettings: boolean }) {
  return (
    <Stack gap="2" py="10" align="center" textAlign="center" color="fg.muted">
      <VideoOff size={40} aria-hidden />
      <Text fontSize="lg" fontWeight="semibold" color="fg">
        No camera at your table yet
      </Text>
      {linkToSettings ? (
        <ChakraLink asChild color="felt.fg">
          <Link to="/admin/organisation">Add the camera's address to a location in the admin area</Link>
        </ChakraLink>
      ) : (
        <Text>When an admin adds a camera to your location, its picture and replays show here.</Text>
      )}
    </Stack>
  );
}

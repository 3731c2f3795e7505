import { Button, Heading, Image, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';

export function NotFound() {
  const navigate = useNavigate();
  return (
    <VStack as="main" gap="4" py="12" px="4" textAlign="center">
      <Image src="/not-found.svg" alt="An empty football table" w="full" maxW="sm" />
      <Heading as="h1" size="4xl">
        404
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        Is it me your looking for?
      </Text>
      <Button colorPalette="felt" size="lg" onClick={() => navigate('/stats')}>
        Lionel, take me home
      </Button>
    </VStack>
  );
}

export default NotFound;

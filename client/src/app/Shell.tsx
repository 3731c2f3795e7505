import { Box, Button, Flex, Heading, IconButton, Image, Text } from '@chakra-ui/react';
import { BarChart3, Menu as MenuIcon, Swords, Volume2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { canAdminister, phaseOf, useAppState } from './AppState';

const AppMenu = lazy(() => import('./AppMenu'));
const LogoutButton = lazy(() => import('./LogoutDialog'));

const NAV = [
  { to: '/sounds', label: 'Sounds', icon: Volume2 },
  { to: '/stats', label: 'Stats', icon: BarChart3 },
  { to: '/games', label: 'Games', icon: Swords },
];

/** SPEC §2 app shell: top bar on desktop, bottom bar on mobile; no bars for new players or when logged out. */
export function Shell() {
  const { viewer } = useAppState();
  const phase = phaseOf(viewer);
  if (phase !== 'ready') {
    return (
      <Box minH="100dvh" bg="bg.subtle">
        {phase === 'newPlayer' && (
          <Flex justify="flex-end" p="3">
            <Suspense>
              <LogoutButton />
            </Suspense>
          </Flex>
        )}
        <Outlet />
      </Box>
    );
  }
  return (
    <Box minH="100dvh" bg="bg.subtle" pb={{ base: '72px', lg: '0' }}>
      <TopBar />
      <Box as="main" maxW="6xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
        <Outlet />
      </Box>
      <BottomBar />
    </Box>
  );
}

function Title() {
  const { viewer } = useAppState();
  const navigate = useNavigate();
  const text = (
    <Heading as="span" size="md" color="white" letterSpacing="tight">
      Kicker League
    </Heading>
  );
  // Only admins and moderators reach the admin area through the title.
  if (!canAdminister(viewer)) return text;
  return (
    <Button
      variant="plain"
      px="0"
      color="white"
      onClick={() => navigate('/admin')}
      aria-label="Kicker League: open admin"
    >
      {text}
    </Button>
  );
}

function TopBar() {
  const { viewer } = useAppState();
  const logo = viewer?.organisation?.logoUrl;
  return (
    <Flex
      as="header"
      bg="brandBar"
      color="white"
      h="14"
      px={{ base: '3', md: '6' }}
      align="center"
      gap="4"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Title />
      {logo && (
        <Image
          src={logo}
          alt={`${viewer?.organisation?.name ?? 'Organisation'} logo`}
          h="8"
          maxW="32"
          objectFit="contain"
          hideBelow="lg"
        />
      )}
      <Flex as="nav" aria-label="Main" gap="1" flex="1" justify="center" hideBelow="lg">
        {NAV.map((item) => (
          <NavButton key={item.to} {...item} />
        ))}
      </Flex>
      <Box flex={{ base: '1', lg: '0' }} />
      <Suspense fallback={<MenuPlaceholder />}>
        <AppMenu />
      </Suspense>
    </Flex>
  );
}

function NavButton({ to, label, icon: Icon }: (typeof NAV)[number]) {
  return (
    <NavLink to={to}>
      {({ isActive }) => (
        <Button
          as="span"
          variant={isActive ? 'subtle' : 'ghost'}
          color={isActive ? 'felt.fg' : 'white'}
          _hover={{ bg: 'whiteAlpha.200' }}
          size="sm"
        >
          <Icon size={18} aria-hidden /> {label}
        </Button>
      )}
    </NavLink>
  );
}

function BottomBar() {
  return (
    <Flex
      as="nav"
      aria-label="Main"
      hideFrom="lg"
      position="fixed"
      bottom="0"
      insetX="0"
      h="16"
      bg="bg.panel"
      borderTopWidth="1px"
      zIndex="sticky"
      pb="env(safe-area-inset-bottom)"
    >
      {NAV.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} style={{ flex: 1 }}>
          {({ isActive }) => (
            <Flex
              direction="column"
              align="center"
              justify="center"
              h="full"
              gap="0.5"
              color={isActive ? 'felt.fg' : 'fg.muted'}
              fontWeight={isActive ? 'semibold' : 'normal'}
            >
              <Icon size={22} aria-hidden />
              <Text fontSize="xs">{label}</Text>
            </Flex>
          )}
        </NavLink>
      ))}
    </Flex>
  );
}

function MenuPlaceholder() {
  return (
    <IconButton aria-label="Menu" variant="ghost" color="white" disabled>
      <MenuIcon />
    </IconButton>
  );
}

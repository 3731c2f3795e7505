import { Box, Button, Dialog, Flex, Heading, IconButton, Image, Menu, Portal, Text } from '@chakra-ui/react';
import {
  BarChart3,
  BookOpen,
  LogOut,
  Menu as MenuIcon,
  MessageSquare,
  Moon,
  Settings,
  Sun,
  Swords,
  User,
  Volume2,
} from 'lucide-react';
import { useTheme } from 'next-themes';
import { type ReactNode, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { canAdminister, phaseOf, useAppState } from './AppState';
import { closeLiveData } from './relayEnvironment';
import { signOut } from './session';

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
            <LogoutButton />
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
      <AppMenu />
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

function AppMenu() {
  const navigate = useNavigate();
  const { resolvedTheme, setTheme } = useTheme();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const dark = resolvedTheme === 'dark';
  const item = (value: string, label: string, icon: ReactNode, onSelect: () => void) => (
    <Menu.Item value={value} onSelect={onSelect} minH="11">
      {icon}
      {label}
    </Menu.Item>
  );
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Menu" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <MenuIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="112px" maxW="280px" w="56" animationDuration="120ms">
              {item('profile', 'Profile', <User size={18} />, () => navigate('/profile'))}
              {item('rules', 'Rules', <BookOpen size={18} />, () => navigate('/rules'))}
              {item('feedback', 'Feedback', <MessageSquare size={18} />, () => navigate('/feedback'))}
              {item('settings', 'Settings', <Settings size={18} />, () => navigate('/player'))}
              {item(
                'darkmode',
                dark ? 'Light mode' : 'Darkmode',
                dark ? <Sun size={18} /> : <Moon size={18} />,
                () => setTheme(dark ? 'light' : 'dark'),
              )}
              <Menu.Separator />
              {item('logout', 'Logout', <LogOut size={18} />, () => setConfirmLogout(true))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutDialog open={confirmLogout} onClose={() => setConfirmLogout(false)} />
    </>
  );
}

function LogoutButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LogOut size={16} /> Logout
      </Button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** SPEC §2: Logout asks first; then live data stops and the session ends. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { refresh } = useAppState();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    await closeLiveData();
    await signOut();
    environment.getStore().notify(undefined, true);
    setBusy(false);
    onClose();
    refresh();
    navigate('/auth', { replace: true });
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Logout</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>Do you really want to logout</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={logout} loading={busy}>
                Logout
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

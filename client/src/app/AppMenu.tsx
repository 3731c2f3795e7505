import { IconButton, Menu, Portal } from '@chakra-ui/react';
import {
  BookOpen,
  Film,
  KeyRound,
  LogOut,
  Menu as MenuIcon,
  MessageSquare,
  Moon,
  Settings,
  ShieldCheck,
  Sun,
  User,
  Video,
} from 'lucide-react';
import { useTheme } from 'next-themes';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { canOpenAdministration, useAppState } from './AppState';
import { ChakraScope } from './ChakraScope';
import { LogoutDialog } from './LogoutDialog';

// Loaded when someone reaches for the menu button (Shell.tsx): menus and dialogs are not needed to
// paint the first screen. Opens at once when the button was clicked while this loaded.
export default function AppMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  return (
    <ChakraScope>
      <AppMenuContent defaultOpen={defaultOpen} />
    </ChakraScope>
  );
}

function AppMenuContent({ defaultOpen }: { defaultOpen: boolean }) {
  const navigate = useNavigate();
  const { viewer } = useAppState();
  const watchesCamera = Boolean(viewer?.organisation?.locations.some((l) => l.cameraPath));
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
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <IconButton aria-label="Menu" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <MenuIcon />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="112px" maxW="280px" w="56" animationDuration="120ms">
              {item('profile', 'Profile', <User size={18} />, () => navigate('/profile'))}
              {/* The camera's screens, where a table has a camera the viewer may watch (issue 28). */}
              {watchesCamera && item('live', 'Live view', <Video size={18} />, () => navigate('/live'))}
              {watchesCamera && item('replay', 'Replays', <Film size={18} />, () => navigate('/replay'))}
              {item('rules', 'Rules', <BookOpen size={18} />, () => navigate('/rules'))}
              {item('feedback', 'Feedback', <MessageSquare size={18} />, () => navigate('/feedback'))}
              {item('settings', 'Settings', <Settings size={18} />, () => navigate('/player'))}
              {/* SPEC §2 opens it through the title too; the menu is where people look (issue 28). */}
              {(viewer?.apiKeyOrganisations.length ?? 0) > 0 &&
                item('apiKeys', 'API keys', <KeyRound size={18} />, () => navigate('/apiKeys'))}
              {canOpenAdministration(viewer) &&
                item('admin', 'Administration', <ShieldCheck size={18} />, () => navigate('/admin'))}
              {item(
                'darkmode',
                dark ? 'Light mode' : 'Darkmode',
                dark ? <Sun size={18} /> : <Moon size={18} />,
                () => switchTheme(setTheme, dark ? 'light' : 'dark'),
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

/** A colour-mode switch without every button and field fading into its new colours. */
function switchTheme(setTheme: (theme: string) => void, theme: string) {
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(still);
  setTheme(theme);
  // next-themes sets the class in an effect after this render; let that paint, then allow motion again.
  setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => still.remove())), 0);
}

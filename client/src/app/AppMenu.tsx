import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { BookOpen, LogOut, Menu as MenuIcon, MessageSquare, Moon, Settings, Sun, User } from 'lucide-react';
import { useTheme } from 'next-themes';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoutDialog } from './LogoutDialog';

// Loaded after the first screen: menus and dialogs are not needed to paint it.
export default function AppMenu() {
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

import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { useAppState } from './AppState';
import { closeLiveData } from './relayEnvironment';
import { signOut } from './session';

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

/** The new player's only way out (no navigation bars yet). */
export default function LogoutButton() {
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

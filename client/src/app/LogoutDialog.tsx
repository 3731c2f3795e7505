import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import { AlertDialog } from './AlertDialog';
import { useAppState } from './AppState';
import { ChakraScope } from './ChakraScope';
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
    await refresh();
    navigate('/auth', { replace: true });
  }
  return (
    <AlertDialog
      open={open}
      title="Logout"
      text="Do you really want to logout"
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={logout} loading={busy}>
            Logout
          </Button>
        </>
      }
    />
  );
}

/** The new player's only way out (no navigation bars yet). */
export default function LogoutButton() {
  const [open, setOpen] = useState(false);
  return (
    <ChakraScope>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LogOut size={16} /> Logout
      </Button>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </ChakraScope>
  );
}

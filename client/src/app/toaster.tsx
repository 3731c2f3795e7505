import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { ChakraScope } from './ChakraScope';
import { toasterWanted } from './toasts';

// 80 px from the bottom clears the phones' bottom bar; 16 px at the sides (one '80px' for all four
// squeezed a phone's toasts to 230 px between 80 px margins).
export const toaster = createToaster({
  placement: 'bottom',
  pauseOnPageIdle: true,
  offsets: { top: '16px', right: '16px', bottom: '80px', left: '16px' },
});
// Toasts created before the Toaster mounts show once it does.
toasterWanted();

/** Snackbars and toasts (service-worker updates, errors, confirmations). */
export function Toaster() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              {toast.type === 'loading' ? <Spinner size="sm" color="felt.solid" /> : <Toast.Indicator />}
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraScope>
  );
}

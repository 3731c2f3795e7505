import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { ChakraScope } from './ChakraScope';
import { toasterWanted } from './toasts';

export const toaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, offsets: '80px' });
// Toasts created before the Toaster mounts show once it does.
toasterWanted();

/** Snackbars and toasts (service-worker updates, errors, confirmations). */
export function Toaster() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ base: 'full', md: 'sm' }}>
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

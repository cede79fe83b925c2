import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { registerAppRecipes } from './theme-recipes';
import { toaster } from '../lib/toaster';

// The toast's recipe is one of the app's (a login page, which has not loaded them, may show one).
registerAppRecipes();

/** Renders the notifications created with lib/toaster. Mounted once by the app shell. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="brand.solid" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable !== false ? (
              <Toast.CloseTrigger aria-label={t('actions.close')} />
            ) : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}

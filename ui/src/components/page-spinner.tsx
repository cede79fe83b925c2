import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or translations load. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <Center py="20" role="status" aria-live="polite" aria-busy="true">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label={t('app.loading')} />
    </Center>
  );
}

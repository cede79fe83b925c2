import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../settings';

/*
 * The choice of a partner who pays a window (the stay's routing and the group's): the select's
 * options and the line shown when the property has no partner to choose.
 */

/**
 * "Choose a partner", then the one the window had if it has since left the list (`kept`), then
 * the property's partners.
 */
export function PartnerOptions({
  partners,
  kept,
}: {
  partners: readonly Partner[];
  kept?: { id: string; name: string } | null;
}) {
  const { t } = useTranslation('folio');
  return (
    <>
      <option value="">{t('routing.choosePartner')}</option>
      {kept && !partners.some((p) => p.id === kept.id) ? (
        <option value={kept.id}>{kept.name}</option>
      ) : null}
      {partners.map((partner) => (
        <option key={partner.id} value={partner.id}>
          {partner.name}
        </option>
      ))}
    </>
  );
}

/** The property has no partner yet (the list has loaded empty): nobody to route charges to. */
export function NoPartners({ shown }: { shown: boolean }) {
  const { t } = useTranslation('folio');
  return shown ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      {t('routing.noPartners')}
    </Text>
  ) : null;
}

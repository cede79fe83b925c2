import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CoinsIcon } from '../../components/icons';
import { currencyKind } from './currency-dialog';
import { formatMoney } from './format';
import {
  NamedItemsPage,
  NamedItemsSection,
  type SettingsSectionProps,
} from './named-items-section';
import { useDeleteCurrencyMutation, useListCurrenciesQuery } from './settings-api';

/** The currencies of a property as cards with their exchange rates (and the dialogs). */
export function CurrenciesSection({ slug, variant = 'page' }: SettingsSectionProps) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  return (
    <NamedItemsSection
      slug={slug}
      variant={variant}
      kind={currencyKind}
      icon={<CoinsIcon />}
      card={(currency) => ({
        leading: (
          <Flex
            boxSize="10"
            flexShrink="0"
            borderRadius="lg"
            align="center"
            justify="center"
            bg="brand.subtle"
            color="brand.fg"
            fontWeight="bold"
            fontSize="xs"
            fontFamily="mono"
            aria-hidden="true"
          >
            {currency.shortName}
          </Flex>
        ),
        meta: t('currencies.rate', {
          code: currency.shortName,
          rate: formatMoney(currency.rate, language),
        }),
      })}
      useDelete={useDeleteCurrencyMutation}
    />
  );
}

/** Route `/p/{slug}/s/currencies` (manage-currencies). */
export function CurrenciesPage() {
  return <NamedItemsPage useList={useListCurrenciesQuery} Section={CurrenciesSection} />;
}

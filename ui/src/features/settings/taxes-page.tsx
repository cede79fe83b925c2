import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PercentIcon } from '../../components/icons';
import { formatPercent } from './format';
import {
  NamedItemsPage,
  NamedItemsSection,
  type SettingsSectionProps,
} from './named-items-section';
import { useDeleteTaxMutation, useListTaxesQuery } from './settings-api';
import { taxKind } from './tax-dialog';

/**
 * The taxes of a property as cards (settings spec §2): a percentage chip, inclusive or
 * exclusive of the price, whether new reservations get it; the default tax cannot be deleted.
 */
export function TaxesSection({ slug, variant = 'page' }: SettingsSectionProps) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  return (
    <NamedItemsSection
      slug={slug}
      variant={variant}
      kind={taxKind}
      icon={<PercentIcon />}
      card={(tax) => ({
        meta: tax.inclusive ? t('taxes.inclusive') : t('taxes.exclusive'),
        children: (
          <HStack gap="2" wrap="wrap">
            <Badge
              colorPalette="brand"
              variant="solid"
              borderRadius="full"
              size="lg"
              fontVariantNumeric="tabular-nums"
            >
              {formatPercent(tax.percentage, language)}
            </Badge>
            <Badge
              colorPalette={tax.isEnabled ? 'green' : 'gray'}
              variant="subtle"
              borderRadius="full"
              size="lg"
            >
              {tax.isEnabled ? t('taxes.enabled') : t('taxes.disabled')}
            </Badge>
          </HStack>
        ),
      })}
      useDelete={useDeleteTaxMutation}
    />
  );
}

/** Route `/p/{slug}/s/taxes` (manage-taxes). */
export function TaxesPage() {
  return <NamedItemsPage useList={useListTaxesQuery} Section={TaxesSection} />;
}

import { Badge, HStack } from '@chakra-ui/react';
import { PercentIcon } from '../../components/icons';
import { formatPercent } from './format';
import { namedItemsList, namedItemsScreens } from './named-items-section';
import { useDeleteTaxMutation } from './settings-api';
import { taxKind } from './tax-dialog';

const taxes = namedItemsList(taxKind, {
  icon: <PercentIcon />,
  card: (tax, { t, language }) => ({
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
  }),
  useDelete: useDeleteTaxMutation,
});

/**
 * The taxes of a property as cards (settings spec §2): a percentage chip, inclusive or
 * exclusive of the price, whether new reservations get it; the default tax cannot be deleted.
 * Route `/p/{slug}/s/taxes` (manage-taxes): its page.
 */
export const { Section: TaxesSection, Page: TaxesPage } = namedItemsScreens(taxes);

import { Flex } from '@chakra-ui/react';
import { CoinsIcon } from '../../components/icons';
import { currencyKind } from './currency-dialog';
import { formatMoney } from './format';
import { namedItemsList, namedItemsScreens } from './named-items-section';
import { useDeleteCurrencyMutation } from './settings-api';

const currencies = namedItemsList(currencyKind, {
  icon: <CoinsIcon />,
  card: (currency, { t, language }) => ({
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
  }),
  useDelete: useDeleteCurrencyMutation,
});

/**
 * The currencies of a property as cards with their exchange rates (and the dialogs).
 * Route `/p/{slug}/s/currencies` (manage-currencies): its page.
 */
export const { Section: CurrenciesSection, Page: CurrenciesPage } = namedItemsScreens(currencies);

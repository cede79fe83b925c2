import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListVariant } from '../../components/card-section';
import { CoinsIcon } from '../../components/icons';
import { CurrencyDialog } from './currency-dialog';
import { formatMoney } from './format';
import { NamedItemsPage, NamedItemsSection } from './named-items-section';
import { type Currency, useDeleteCurrencyMutation, useListCurrenciesQuery } from './settings-api';

/** The currencies of a property as cards with their exchange rates (and the dialogs). */
export function CurrenciesSection({
  slug,
  variant = 'page',
}: {
  slug: string;
  variant?: ListVariant;
}) {
  const { t, i18n } = useTranslation('settings');
  const language = i18n.resolvedLanguage ?? 'mn';
  const [deleteCurrency, { isLoading: deleting }] = useDeleteCurrencyMutation();
  return (
    <NamedItemsSection<Currency>
      variant={variant}
      texts="currencies"
      icon={<CoinsIcon />}
      query={useListCurrenciesQuery({ slug })}
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
      dialog={(editor) => (
        <CurrencyDialog
          slug={slug}
          currency={editor.item}
          open={editor.open}
          onOpenChange={editor.onOpenChange}
        />
      )}
      remove={(currency, idempotencyKey) =>
        deleteCurrency({ slug, id: currency.id, idempotencyKey }).unwrap()
      }
      deleting={deleting}
    />
  );
}

/** Route `/p/{slug}/s/currencies` (manage-currencies). */
export function CurrenciesPage() {
  return <NamedItemsPage useList={useListCurrenciesQuery} Section={CurrenciesSection} />;
}

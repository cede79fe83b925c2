import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { CurrencyDialog } from './currency-dialog';
import { formatMoney } from './format';
import { type Currency, useDeleteCurrencyMutation, useListCurrenciesQuery } from './settings-api';
import { CoinsIcon } from '../../components/icons';
import { CardSection, type ListVariant } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { RemoveDialog } from './settings-ui';

/** The currencies of a property as cards with their exchange rates (and the dialogs). */
export function CurrenciesSection({
  slug,
  variant = 'page',
}: {
  slug: string;
  variant?: ListVariant;
}) {
  const { t, i18n } = useTranslation('settings');
  const local = useLocalName();
  const language = i18n.resolvedLanguage ?? 'mn';
  const currencies = useListCurrenciesQuery({ slug });
  const editor = useDialog<Currency>();
  const remover = useDialog<Currency>();
  const [deleteCurrency, { isLoading: deleting }] = useDeleteCurrencyMutation();

  return (
    <>
      <CardSection
        variant={variant}
        title={t('currencies.title')}
        description={t('currencies.subtitle')}
        addLabel={t('currencies.add')}
        onAdd={() => editor.show(null)}
        query={currencies}
        loadingLabel={t('currencies.list.loading')}
        errorTitle={t('currencies.list.error')}
        empty={{
          icon: <CoinsIcon />,
          title: t('currencies.empty.title'),
          description: t('currencies.empty.description'),
        }}
        keyOf={(currency) => currency.id}
        renderCard={(currency) => (
          <ItemCard
            name={local(currency)}
            isDefault={currency.isDefault}
            leading={
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
            }
            meta={t('currencies.rate', {
              code: currency.shortName,
              rate: formatMoney(currency.rate, language),
            })}
            editLabel={t('currencies.editFor', { name: local(currency) })}
            onEdit={() => editor.show(currency)}
            deleteLabel={t('currencies.delete.for', { name: local(currency) })}
            deleteDisabled={currency.isDefault ? t('currencies.delete.defaultItem') : null}
            onDelete={() => remover.show(currency)}
          />
        )}
      />
      <CurrencyDialog
        slug={slug}
        currency={editor.item}
        open={editor.open}
        onOpenChange={editor.onOpenChange}
      />
      <RemoveDialog
        dialog={remover}
        texts="currencies"
        nameOf={(currency) => local(currency)}
        loading={deleting}
        remove={(currency, idempotencyKey) =>
          deleteCurrency({ slug, id: currency.id, idempotencyKey }).unwrap()
        }
      />
    </>
  );
}

/** Route `/p/{slug}/s/currencies` (manage-currencies). */
export function CurrenciesPage() {
  const { slug } = useCurrentHotel();
  const currencies = useListCurrenciesQuery({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(currencies.error) === 404) return <NotFoundPage />;
  return slug ? <CurrenciesSection slug={slug} /> : null;
}

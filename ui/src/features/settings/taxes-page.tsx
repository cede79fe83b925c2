import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { formatPercent } from './format';
import { type Tax, useDeleteTaxMutation, useListTaxesQuery } from './settings-api';
import { PercentIcon } from '../../components/icons';
import { CardSection, type ListVariant } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { RemoveDialog } from './settings-ui';
import { TaxDialog } from './tax-dialog';

/**
 * The taxes of a property as cards (settings spec §2): a percentage chip, inclusive or
 * exclusive of the price, whether new reservations get it; the default tax cannot be deleted.
 */
export function TaxesSection({ slug, variant = 'page' }: { slug: string; variant?: ListVariant }) {
  const { t, i18n } = useTranslation('settings');
  const local = useLocalName();
  const language = i18n.resolvedLanguage ?? 'mn';
  const taxes = useListTaxesQuery({ slug });
  const editor = useDialog<Tax>();
  const remover = useDialog<Tax>();
  const [deleteTax, { isLoading: deleting }] = useDeleteTaxMutation();

  return (
    <>
      <CardSection
        variant={variant}
        title={t('taxes.title')}
        description={t('taxes.subtitle')}
        addLabel={t('taxes.add')}
        onAdd={() => editor.show(null)}
        query={taxes}
        loadingLabel={t('taxes.list.loading')}
        errorTitle={t('taxes.list.error')}
        empty={{
          icon: <PercentIcon />,
          title: t('taxes.empty.title'),
          description: t('taxes.empty.description'),
        }}
        keyOf={(tax) => tax.id}
        renderCard={(tax) => (
          <ItemCard
            name={local(tax)}
            isDefault={tax.isDefault}
            meta={tax.inclusive ? t('taxes.inclusive') : t('taxes.exclusive')}
            editLabel={t('taxes.editFor', { name: local(tax) })}
            onEdit={() => editor.show(tax)}
            deleteLabel={t('taxes.delete.for', { name: local(tax) })}
            deleteDisabled={tax.isDefault ? t('taxes.delete.defaultItem') : null}
            onDelete={() => remover.show(tax)}
          >
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
          </ItemCard>
        )}
      />
      <TaxDialog
        slug={slug}
        tax={editor.item}
        open={editor.open}
        onOpenChange={editor.onOpenChange}
      />
      <RemoveDialog
        dialog={remover}
        texts="taxes"
        nameOf={(tax) => local(tax)}
        loading={deleting}
        remove={(tax, idempotencyKey) => deleteTax({ slug, id: tax.id, idempotencyKey }).unwrap()}
      />
    </>
  );
}

/** Route `/p/{slug}/s/taxes` (manage-taxes). */
export function TaxesPage() {
  const { slug } = useCurrentHotel();
  const taxes = useListTaxesQuery({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(taxes.error) === 404) return <NotFoundPage />;
  return slug ? <TaxesSection slug={slug} /> : null;
}

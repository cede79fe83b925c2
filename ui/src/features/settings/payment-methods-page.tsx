import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { httpStatusOf } from '../../lib/problem';
import { PaymentMethodDialog } from './payment-method-dialog';
import {
  type PaymentMethod,
  useDeletePaymentMethodMutation,
  useListPaymentMethodsQuery,
} from './settings-api';
import { CardIcon } from '../../components/icons';
import { CardSection, type ListVariant } from '../../components/card-section';
import { ItemCard } from '../../components/item-card';
import { useDialog } from '../../components/use-dialog';
import { ColorMark, RemoveDialog } from './settings-ui';

/**
 * The payment methods of a property as cards (with their dialogs): on their page, and as a
 * card group of the setup wizard's "regs" step.
 */
export function PaymentMethodsSection({
  slug,
  variant = 'page',
}: {
  slug: string;
  variant?: ListVariant;
}) {
  const { t } = useTranslation('settings');
  const local = useLocalName();
  const methods = useListPaymentMethodsQuery({ slug });
  const editor = useDialog<PaymentMethod>();
  const remover = useDialog<PaymentMethod>();
  const [deleteMethod, { isLoading: deleting }] = useDeletePaymentMethodMutation();

  return (
    <>
      <CardSection
        variant={variant}
        title={t('paymentMethods.title')}
        description={t('paymentMethods.subtitle')}
        addLabel={t('paymentMethods.add')}
        onAdd={() => editor.show(null)}
        query={methods}
        loadingLabel={t('paymentMethods.list.loading')}
        errorTitle={t('paymentMethods.list.error')}
        empty={{
          icon: <CardIcon />,
          title: t('paymentMethods.empty.title'),
          description: t('paymentMethods.empty.description'),
        }}
        keyOf={(method) => method.id}
        renderCard={(method) => (
          <ItemCard
            name={local(method)}
            isDefault={method.isDefault}
            leading={
              <ColorMark color={method.color}>
                <CardIcon boxSize="5" />
              </ColorMark>
            }
            meta={method.isPaid ? t('paymentMethods.paid') : t('paymentMethods.notPaid')}
            editLabel={t('paymentMethods.editFor', { name: local(method) })}
            onEdit={() => editor.show(method)}
            deleteLabel={t('paymentMethods.delete.for', { name: local(method) })}
            deleteDisabled={method.isDefault ? t('paymentMethods.delete.defaultItem') : null}
            onDelete={() => remover.show(method)}
          >
            <HStack gap="1.5" wrap="wrap">
              {method.incomeTypes.map((type) => (
                <Badge key={type} variant="outline" colorPalette="gray" borderRadius="full">
                  {t(`incomeTypes.${type}`)}
                </Badge>
              ))}
            </HStack>
          </ItemCard>
        )}
      />
      <PaymentMethodDialog
        slug={slug}
        paymentMethod={editor.item}
        open={editor.open}
        onOpenChange={editor.onOpenChange}
      />
      <RemoveDialog
        dialog={remover}
        texts="paymentMethods"
        nameOf={(method) => local(method)}
        loading={deleting}
        remove={(method, idempotencyKey) =>
          deleteMethod({ slug, id: method.id, idempotencyKey }).unwrap()
        }
      />
    </>
  );
}

/** Route `/p/{slug}/s/payment/methods` (manage-payment-methods). */
export function PaymentMethodsPage() {
  const { slug } = useCurrentHotel();
  const methods = useListPaymentMethodsQuery({ slug: slug ?? '' }, { skip: !slug });
  if (httpStatusOf(methods.error) === 404) return <NotFoundPage />;
  return slug ? <PaymentMethodsSection slug={slug} /> : null;
}

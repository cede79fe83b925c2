import { Badge, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CardIcon } from '../../components/icons';
import {
  NamedItemsPage,
  NamedItemsSection,
  type SettingsSectionProps,
} from './named-items-section';
import { paymentMethodKind } from './payment-method-dialog';
import { useDeletePaymentMethodMutation, useListPaymentMethodsQuery } from './settings-api';
import { ColorMark } from './settings-ui';

/**
 * The payment methods of a property as cards (with their dialogs): on their page, and as a
 * card group of the setup wizard's "regs" step.
 */
export function PaymentMethodsSection({ slug, variant = 'page' }: SettingsSectionProps) {
  const { t } = useTranslation('settings');
  return (
    <NamedItemsSection
      slug={slug}
      variant={variant}
      kind={paymentMethodKind}
      icon={<CardIcon />}
      card={(method) => ({
        leading: (
          <ColorMark color={method.color}>
            <CardIcon boxSize="5" />
          </ColorMark>
        ),
        meta: method.isPaid ? t('paymentMethods.paid') : t('paymentMethods.notPaid'),
        children: (
          <HStack gap="1.5" wrap="wrap">
            {method.incomeTypes.map((type) => (
              <Badge key={type} variant="outline" colorPalette="gray" borderRadius="full">
                {t(`incomeTypes.${type}`)}
              </Badge>
            ))}
          </HStack>
        ),
      })}
      useDelete={useDeletePaymentMethodMutation}
    />
  );
}

/** Route `/p/{slug}/s/payment/methods` (manage-payment-methods). */
export function PaymentMethodsPage() {
  return <NamedItemsPage useList={useListPaymentMethodsQuery} Section={PaymentMethodsSection} />;
}

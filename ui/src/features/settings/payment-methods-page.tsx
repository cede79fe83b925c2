import { Badge, HStack } from '@chakra-ui/react';
import { CardIcon } from '../../components/icons';
import { namedItemsList, namedItemsScreens } from './named-items-section';
import { paymentMethodKind } from './payment-method-dialog';
import { useDeletePaymentMethodMutation } from './settings-api';
import { ColorMark } from './settings-ui';

const paymentMethods = namedItemsList(paymentMethodKind, {
  icon: <CardIcon />,
  card: (method, { t }) => ({
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
  }),
  useDelete: useDeletePaymentMethodMutation,
});

/**
 * The payment methods of a property as cards (with their dialogs): on their page, and as a
 * card group of the setup wizard's "regs" step.
 * Route `/p/{slug}/s/payment/methods` (manage-payment-methods): its page.
 */
export const { Section: PaymentMethodsSection, Page: PaymentMethodsPage } =
  namedItemsScreens(paymentMethods);

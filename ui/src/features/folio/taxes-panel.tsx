import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../components/icons';
import { newIdempotencyKey } from '../../lib/idempotency';
import { useLocalName } from '../../lib/names';
import { Block } from '../../shared/reservations/detail-ui';
import type { Reservation } from '../../shared/reservations/reservations-api';
import { useListTaxesQuery } from '../settings';
import { Empty, PaidBy, RemoveButton, useRemoval } from './charges-ui';
import { useAddReservationTaxMutation } from '../../shared/reservations/folio-api';
import { toastDone } from '../../components/done-toast';
import { SelectBox } from '../../components/select-box';
import { useMoney } from '../../components/use-money';

/**
 * The stay's taxes with their amounts: the property's default taxes (kept), others added from
 * the list and removed again.
 */
export function TaxesPanel({ slug, reservation }: { slug: string; reservation: Reservation }) {
  const { t } = useTranslation('folio');
  const local = useLocalName();
  const money = useMoney();
  const taxes = useListTaxesQuery({ slug });
  const [add, adding] = useAddReservationTaxMutation();
  const removal = useRemoval(slug, reservation.id, '/tax/clones');
  const [choice, setChoice] = useState('');
  const onStay = new Set(reservation.taxClones.map((tax) => tax.taxId));
  const choices = (taxes.data?.data ?? []).filter((tax) => !onStay.has(tax.id));
  const amountOf = (taxId: string) =>
    reservation.price.taxes.find((tax) => tax.id === taxId)?.amount ?? 0;

  const addTax = async () => {
    if (!choice) return;
    try {
      await add({
        slug,
        idempotencyKey: newIdempotencyKey(),
        id: reservation.id,
        tax: { id: choice },
      }).unwrap();
      setChoice('');
      toastDone(t('taxes.added'));
    } catch {
      // The app's error notice shows the server's message.
    }
  };

  return (
    <Block
      title={t('taxes.title')}
      testId="taxes-panel"
      actions={<PaidBy reservation={reservation} kind="tax" />}
    >
      <Stack gap="3">
        {reservation.taxClones.length === 0 ? <Empty>{t('taxes.empty')}</Empty> : null}
        {reservation.taxClones.map((tax) => (
          <HStack key={tax.taxId} justify="space-between" data-testid="tax-row">
            <HStack gap="2">
              <Text fontWeight="medium">{`${local(tax)} ${tax.percentage}%`}</Text>
              <Badge size="sm" variant="subtle" colorPalette={tax.inclusive ? 'gray' : 'orange'}>
                {tax.inclusive ? t('taxes.inclusive') : t('taxes.exclusive')}
              </Badge>
            </HStack>
            <HStack>
              <Text fontVariantNumeric="tabular-nums">{money(amountOf(tax.taxId))}</Text>
              {!tax.isDefault && reservation.allowed.removeTax ? (
                <RemoveButton
                  label={t('taxes.remove', { name: local(tax) })}
                  onClick={() => removal.ask(tax.taxId, local(tax))}
                />
              ) : (
                <Box w="8" />
              )}
            </HStack>
          </HStack>
        ))}
        {reservation.allowed.charge && choices.length > 0 ? (
          <HStack gap="2">
            <SelectBox
              aria-label={t('taxes.choose')}
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              box={{ size: 'sm', flex: '1' }}
            >
              <option value="">{t('taxes.choose')}</option>
              {choices.map((tax) => (
                <option key={tax.id} value={tax.id}>
                  {`${local(tax)} ${tax.percentage}%`}
                </option>
              ))}
            </SelectBox>
            <Button
              size="sm"
              variant="outline"
              disabled={!choice}
              loading={adding.isLoading}
              onClick={() => void addTax()}
            >
              <PlusIcon />
              {t('taxes.add')}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      {removal.element}
    </Block>
  );
}

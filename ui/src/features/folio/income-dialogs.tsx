import { Badge, Button, DataList, Dialog, Stack, Text } from '@chakra-ui/react';
import { editIncomeSchema } from '@hotel/events/folio/commands';
import { useTranslation } from 'react-i18next';
import { useLocalName } from '../../lib/names';
import { DialogForm } from '../../components/form-dialog';
import { FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { formatMoney } from '../../lib/format';
import {
  BILL_TYPES,
  type BillType,
  type Income,
  type PayLineView,
  payerOf,
  useEditIncomeMutation,
} from '../../shared/reservations/folio-api';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import type { DialogControl } from '../../components/use-dialog';
import { toastDone } from '../../components/done-toast';
import { useMoney } from '../../components/use-money';

/** One income in full (operations spec §3 income): the reservation, payer, lines, dates. */
export function IncomeDetailDialog({
  dialog: { item: income, open, onOpenChange },
}: {
  /** Its open state and the income shown. */
  dialog: DialogControl<Income>;
}) {
  const { t } = useTranslation('folio');
  const { t: common } = useTranslation();
  const local = useLocalName();
  const money = useMoney();
  const lines = (pays: PayLineView[]) =>
    pays.map((line) => `${local(line.paymentMethod)} ${money(line.amount)}`).join(', ');
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      lazyMount
      unmountOnExit
      size="md"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      {income ? (
        <>
          <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
            <Dialog.Title>{t('incomes.detail.title')}</Dialog.Title>
            <Dialog.Description color="fg.muted" fontSize="sm">
              {t('incomes.detail.description', {
                number: income.reservation.number,
                checkIn: income.reservation.checkIn,
                checkOut: income.reservation.checkOut,
              })}
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body>
            <DataList.Root orientation="horizontal" size="sm" data-testid="income-detail">
              <Item label={t('columns.incomeType')}>
                <Badge size="sm" variant="subtle">
                  {t(`incomeTypes.${income.incomeType}`)}
                </Badge>
              </Item>
              <Item label={t('columns.amount')}>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {money(income.amount)}
                  {income.currency !== 'MNT'
                    ? ` (${income.currencyAmount} ${income.currency} × ${income.rate})`
                    : ''}
                </Text>
              </Item>
              <Item label={t('columns.methods')}>{lines(income.incomePays)}</Item>
              {income.paidPays.length > 0 ? (
                <Item label={t('incomes.detail.paidWith')}>{lines(income.paidPays)}</Item>
              ) : null}
              <Item label={t('columns.payer')}>
                <Stack gap="0">
                  <Text>{payerOf(income)}</Text>
                  {[income.payer.phoneNumber, income.payer.email].filter(Boolean).map((contact) => (
                    <Text key={contact} fontSize="xs" color="fg.muted">
                      {contact}
                    </Text>
                  ))}
                </Stack>
              </Item>
              <Item label={t('columns.billType')}>{t(`billTypes.${income.billType}`)}</Item>
              <Item label={t('columns.date')}>{income.postedDate}</Item>
              <Item label={t('columns.paidAt')}>{income.paidAt ?? t('incomes.unpaid')}</Item>
              <Item label={t('incomes.detail.audited')}>
                {income.isAudited ? t('incomes.detail.yes') : t('incomes.detail.no')}
              </Item>
              <Item label={t('columns.user')}>{income.userName ?? ''}</Item>
              <Item label={t('columns.notes')}>{income.notes ?? ''}</Item>
            </DataList.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" colorPalette="gray">
                {common('actions.close')}
              </Button>
            </Dialog.ActionTrigger>
          </Dialog.Footer>
          <DialogCloseButton colorPalette="gray" label={common('actions.close')} />
        </>
      ) : null}
    </DialogFrame>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The edit form's values, named as the command's body names its fields. */
interface EditValues {
  billType: BillType;
  notes: string;
}

const EDIT_FIELDS = ['billType', 'notes'] as const;

/**
 * An owed income's bill type and notes (POST /api/incomes/edit), while it is unpaid and not
 * audited. Its amount is not edited here: a wrong amount is deleted and posted again.
 */
export function EditIncomeDialog({
  slug,
  dialog: { item: income, open, onOpenChange },
}: {
  slug: string;
  dialog: DialogControl<Income>;
}) {
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      form={EditForm}
      {...(income ? { formKey: income.id } : {})}
      props={income ? { slug, income } : null}
    />
  );
}

function EditForm({
  slug,
  income,
  first,
  onDone,
}: InDialogProps & { slug: string; income: Income }) {
  const { t, i18n } = useTranslation('folio');
  const [edit, { isLoading }] = useEditIncomeMutation();
  const form = useCommandForm({
    schema: editIncomeSchema,
    fields: EDIT_FIELDS,
    defaultValues: { billType: income.billType, notes: income.notes ?? '' } satisfies EditValues,
    toRequest: (values: EditValues) => ({
      id: income.id,
      reservationId: income.reservation.id,
      billType: values.billType,
      notes: values.notes.trim() === '' ? null : values.notes.trim(),
    }),
    send: async (request, idempotencyKey) => {
      await edit({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('incomes.edit.saved'));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('incomes.edit.title')}
      description={t('pay.description', {
        number: income.reservation.number,
        payer: payerOf(income),
        amount: formatMoney(income.amount, i18n.language),
      })}
      form={form}
      submitting={isLoading}
    >
      <FormFields
        form={form}
        fields={[
          {
            kind: 'select',
            name: 'billType',
            label: 'columns.billType',
            first: true,
            options: BILL_TYPES.map((type) => ({ value: type, text: t(`billTypes.${type}`) })),
          },
          { kind: 'textarea', name: 'notes', label: 'columns.notes', maxLength: 1000, rows: 3 },
        ]}
        t={t}
        firstField={first}
      />
    </DialogForm>
  );
}

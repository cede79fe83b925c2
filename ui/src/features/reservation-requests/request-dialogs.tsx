import { Alert, Button, HStack, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  changeRequestStatusSchema,
  convertRequestSchema,
  recordRequestPaymentSchema,
  requestPaymentSchema,
} from '@hotel/events/reservation-requests/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { FormField } from '../../components/form-field';
import { BoundField, DateField } from '../../components/form/fields';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import {
  type ReservationRequestDetail,
  useChangeRequestStatusMutation,
  useConvertRequestMutation,
  useRecordRequestPaymentMutation,
  useRequestPaymentMutation,
} from './requests-api';
import { CONVERT_FIELDS, useConversionCheck } from './use-conversion-check';

/** What the form of a request's dialog gets: the request, and its dialog's focus and "done". */
type RequestFormProps = InDialogProps & { slug: string; request: ReservationRequestDetail };

/** A request's dialog starts afresh for another request. */
const requestKey = ({ request }: { request: ReservationRequestDetail }) => request.id;

/**
 * The payment request (operations spec §2): choose one of the property's bank accounts; the
 * guest is e-mailed the amount and the account, and the rooms stay held for 48 hours.
 */
export const PaymentRequestDialog = formDialogOf(PaymentRequestForm, requestKey);

function PaymentRequestForm({ slug, request, first, onDone }: RequestFormProps) {
  const { t, i18n } = useTranslation('requests');
  const [send, { isLoading }] = useRequestPaymentMutation();
  const fallback = request.bankAccounts.find((a) => a.isDefault) ?? request.bankAccounts[0];
  const form = useCommandForm({
    schema: requestPaymentSchema,
    fields: ['bankAccountId'] as const,
    defaultValues: { bankAccountId: fallback?.id ?? '' },
    toRequest: ({ bankAccountId }) => ({ id: request.id, bankAccountId }),
    check: ({ bankAccountId }) =>
      bankAccountId ? {} : { bankAccountId: t('paymentDialog.chooseAccount') },
    send: async (body, idempotencyKey) => {
      const answer = await send({ slug, idempotencyKey, ...body }).unwrap();
      toaster.create(
        answer.emailSent === false
          ? { type: 'warning', title: t('paymentDialog.notSent'), closable: true }
          : {
              type: 'success',
              title: t('paymentDialog.sent', { email: request.guest.email ?? '' }),
            },
      );
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('paymentDialog.title')}
      submitLabel={t('paymentDialog.send')}
      submitDisabled={request.bankAccounts.length === 0}
      description={t('paymentDialog.description', {
        amount: formatMoney(request.amount - request.amountPaid, i18n.language),
        email: request.guest.email ?? '',
      })}
      form={form}
      submitting={isLoading}
    >
      {request.bankAccounts.length === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('paymentDialog.noAccounts')}</Alert.Title>
        </Alert.Root>
      ) : (
        <BoundField
          form={form}
          name="bankAccountId"
          inputRef={first}
          render={(account) => (
            <FormField label={t('paymentDialog.account')} errors={account.errors} required>
              <RadioGroup.Root
                value={account.value}
                onValueChange={(details) => account.onChange(details.value ?? '')}
                name="bankAccountId"
              >
                <Stack gap="2">
                  {request.bankAccounts.map((option, index) => (
                    <RadioGroup.Item
                      key={option.id}
                      value={option.id}
                      borderWidth="1px"
                      borderRadius="md"
                      p="3"
                      alignItems="flex-start"
                    >
                      <RadioGroup.ItemHiddenInput ref={index === 0 ? account.ref : undefined} />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        <Text fontWeight="medium">{option.bankName}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {option.accountName} · {option.number} ({option.currency})
                        </Text>
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            </FormField>
          )}
        />
      )}
    </DialogForm>
  );
}

/** The payment received: its amount (required) and a note. */
const PAID_FIELDS: readonly FieldSpec<{ amount: string; notes: string }>[] = [
  { kind: 'money', name: 'amount', label: 'paidDialog.amount', required: true, first: true },
  {
    kind: 'textarea',
    name: 'notes',
    label: 'paidDialog.notes',
    optionalText: 'optional',
    rows: 2,
    maxLength: 500,
  },
];

/** Why the request is canceled (may be left empty). */
const CANCEL_FIELDS: readonly FieldSpec<{ reason: string }>[] = [
  {
    kind: 'textarea',
    name: 'reason',
    label: 'cancelDialog.reason',
    optionalText: 'optional',
    rows: 3,
    maxLength: 500,
    first: true,
  },
];

/** The guest's payment arrived: the amount (the request's by default) and a note. */
export const RecordPaymentDialog = formDialogOf(RecordPaymentForm, requestKey);

function RecordPaymentForm({ slug, request, first, onDone }: RequestFormProps) {
  const { t } = useTranslation('requests');
  const [record, { isLoading }] = useRecordRequestPaymentMutation();
  const form = useCommandForm({
    schema: recordRequestPaymentSchema,
    fields: ['amount', 'notes'] as const,
    defaultValues: { amount: String(request.amount - request.amountPaid), notes: '' },
    toRequest: ({ amount, notes }) => ({
      id: request.id,
      amount: Number(amount),
      notes: notes.trim() || null,
    }),
    check: ({ amount }) => (Number(amount) > 0 ? {} : { amount: t('paidDialog.amountRequired') }),
    send: async (body, idempotencyKey) => {
      const answer = await record({ slug, idempotencyKey, ...body }).unwrap();
      toaster.create(
        answer.held
          ? { type: 'success', title: t('paidDialog.done') }
          : { type: 'warning', title: t('paidDialog.notHeld'), closable: true },
      );
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('paidDialog.title')}
      submitLabel={t('paidDialog.save')}
      description={t('paidDialog.description')}
      form={form}
      submitting={isLoading}
    >
      <FormFields form={form} fields={PAID_FIELDS} t={t} firstField={first} />
    </DialogForm>
  );
}

/**
 * The conversion's date dialog (operations spec §4, settings spec §4): check-in (the working
 * date to start with), check-out = check-in plus the request's nights; every change asks the
 * server again (availability and price, nothing saved), and Save is offered only when rooms
 * are free. Saving books the reservations through the booking command.
 */
export const ConvertDialog = formDialogOf(ConvertForm, requestKey);

interface ConvertProps {
  /** The request was booked: its group and reservations. */
  onConverted: (groupId: string, reservationIds: string[]) => void;
}

function ConvertForm({
  slug,
  request,
  onConverted,
  first,
  onDone,
}: RequestFormProps & ConvertProps) {
  const { t, i18n } = useTranslation('requests');
  const [convert, { isLoading }] = useConvertRequestMutation();
  const earliest = addDays(request.workingDate, -1);
  const form = useCommandForm({
    schema: convertRequestSchema,
    fields: CONVERT_FIELDS,
    defaultValues: {
      checkIn: request.workingDate,
      checkOut: addDays(request.workingDate, request.stayNights),
    },
    toRequest: ({ checkIn, checkOut }) => ({ id: request.id, checkIn, checkOut }),
    // Text that is no date is called so under its field (the check only runs on dates).
    check: ({ checkIn, checkOut }) => {
      const message = t('dateInput.invalidDate', { ns: 'common' });
      return {
        ...(isIsoDate(checkIn) ? {} : { checkIn: message }),
        ...(isIsoDate(checkOut) ? {} : { checkOut: message }),
      };
    },
    send: async (body, idempotencyKey) => {
      // Save is offered only when the rooms are free.
      if (conversion.result?.available !== true) return;
      try {
        const answer = await convert({ slug, idempotencyKey, ...body }).unwrap();
        toaster.create({ type: 'success', title: t('convertDialog.done') });
        onDone();
        onConverted(answer.groupId, answer.reservationIds);
      } catch (error) {
        conversion.clear();
        throw error;
      }
    },
  });
  const [checkIn, checkOut] = form.watch(['checkIn', 'checkOut']);

  const conversion = useConversionCheck({
    // The form is mounted while its dialog is open.
    open: true,
    slug,
    id: request.id,
    checkIn,
    checkOut,
    setError: form.setError,
  });
  const { result } = conversion;

  /** A date changed: the last check's messages no longer apply. */
  const datesChanged = () => form.clearErrors();
  const setDates = (next: { checkIn: string; checkOut: string }) => {
    form.setValue('checkIn', next.checkIn);
    form.setValue('checkOut', next.checkOut);
    form.changed('checkIn');
    datesChanged();
  };

  return (
    <DialogForm
      title={t('convertDialog.title', { label: request.label })}
      submitLabel={t('convertDialog.save')}
      submitDisabled={result?.available !== true}
      description={t('convertDialog.description', {
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        count: request.stayNights,
      })}
      form={form}
      submitting={isLoading}
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateField
          form={form}
          name="checkIn"
          label={t('convertDialog.checkIn')}
          required
          min={earliest}
          inputRef={first}
          onValueChange={(value) => {
            if (isIsoDate(value)) form.setValue('checkOut', addDays(value, request.stayNights));
            datesChanged();
          }}
        />
        <DateField
          form={form}
          name="checkOut"
          label={t('convertDialog.checkOut')}
          required
          min={isIsoDate(checkIn) ? addDays(checkIn, 1) : undefined}
          onValueChange={datesChanged}
        />
      </SimpleGrid>
      <HStack>
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          disabled={request.checkIn < earliest}
          onClick={() => setDates({ checkIn: request.checkIn, checkOut: request.checkOut })}
        >
          {t('convertDialog.useRequested')}
        </Button>
      </HStack>
      {conversion.checking ? (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('convertDialog.checking')}
        </Text>
      ) : null}
      {result ? (
        <Alert.Root
          status={result.available ? 'success' : 'warning'}
          data-testid="conversion-check"
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{result.message}</Alert.Title>
            {result.available && result.total !== null ? (
              <Alert.Description>
                {t('convertDialog.total', {
                  total: formatMoney(result.total, i18n.language),
                  paid: formatMoney(request.amountPaid, i18n.language),
                })}
              </Alert.Description>
            ) : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {conversion.checkFailed && form.otherErrors.length === 0 ? (
        <Text fontSize="sm" color="fg.error">
          {t('convertDialog.checkFailed')}
        </Text>
      ) : null}
    </DialogForm>
  );
}

/** Cancel a request (its rooms are released), with the reason staff give. */
export const CancelRequestDialog = formDialogOf(CancelRequestForm, requestKey, 'sm');

function CancelRequestForm({ slug, request, first, onDone }: RequestFormProps) {
  const { t } = useTranslation('requests');
  const [change, { isLoading }] = useChangeRequestStatusMutation();
  const form = useCommandForm({
    schema: changeRequestStatusSchema,
    fields: ['reason'] as const,
    defaultValues: { reason: '' },
    toRequest: ({ reason }) => ({
      id: request.id,
      status: 'canceled' as const,
      reason: reason.trim() || null,
    }),
    send: async (body, idempotencyKey) => {
      await change({ slug, idempotencyKey, ...body }).unwrap();
      toaster.create({ type: 'success', title: t('actions.canceledDone') });
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('cancelDialog.title', { label: request.label })}
      description={t('cancelDialog.description')}
      form={form}
      submitting={isLoading}
      submitLabel={t('actions.cancel')}
    >
      <FormFields form={form} fields={CANCEL_FIELDS} t={t} firstField={first} />
    </DialogForm>
  );
}

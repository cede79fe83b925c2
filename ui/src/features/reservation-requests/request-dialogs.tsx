import {
  Alert,
  Button,
  HStack,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { DialogForm, FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { addDays, isIsoDate } from '@hotel/events/dates';
import { formatMoney } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { MoneyInput } from '../settings';
import {
  type ConversionCheck,
  type ReservationRequestDetail,
  useChangeRequestStatusMutation,
  useCheckConversionMutation,
  useConvertRequestMutation,
  useRecordRequestPaymentMutation,
  useRequestPaymentMutation,
} from './requests-api';

interface DialogProps {
  slug: string;
  request: ReservationRequestDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The payment request (operations spec §2): choose one of the property's bank accounts; the
 * guest is e-mailed the amount and the account, and the rooms stay held for 48 hours.
 */
export function PaymentRequestDialog({ slug, request, open, onOpenChange }: DialogProps) {
  const { t, i18n } = useTranslation('requests');
  const first = useRef<HTMLInputElement | null>(null);
  const [send, { isLoading }] = useRequestPaymentMutation();
  const form = useFormErrors(['bankAccountId'] as const);
  const fallback = request.bankAccounts.find((a) => a.isDefault) ?? request.bankAccounts[0];
  const [accountId, setAccountId] = useState(fallback?.id ?? '');
  const submit = useFormSubmit({
    validate: () => {
      if (accountId) return true;
      form.showFieldErrors({ bankAccountId: [t('paymentDialog.chooseAccount')] });
      return false;
    },
    send: async (idempotencyKey) => {
      const answer = await send({
        slug,
        idempotencyKey,
        id: request.id,
        bankAccountId: accountId,
      }).unwrap();
      toaster.create(
        answer.emailSent === false
          ? { type: 'warning', title: t('paymentDialog.notSent'), closable: true }
          : {
              type: 'success',
              title: t('paymentDialog.sent', { email: request.guest.email ?? '' }),
            },
      );
      onOpenChange(false);
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <DialogForm
        title={t('paymentDialog.title')}
        submitLabel={t('paymentDialog.send')}
        submitDisabled={request.bankAccounts.length === 0}
        description={t('paymentDialog.description', {
          amount: formatMoney(request.amount - request.amountPaid, i18n.language),
          email: request.guest.email ?? '',
        })}
        onSubmit={submit.onSubmit}
        creating={false}
        submitting={isLoading}
        otherErrors={form.other}
      >
        {request.bankAccounts.length === 0 ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('paymentDialog.noAccounts')}</Alert.Title>
          </Alert.Root>
        ) : (
          <FormField label={t('paymentDialog.account')} errors={form.errors.bankAccountId} required>
            <RadioGroup.Root
              value={accountId}
              onValueChange={(details) => {
                setAccountId(details.value ?? '');
                form.clearField('bankAccountId');
                submit.edited();
              }}
              name="bankAccountId"
            >
              <Stack gap="2">
                {request.bankAccounts.map((account, index) => (
                  <RadioGroup.Item
                    key={account.id}
                    value={account.id}
                    borderWidth="1px"
                    borderRadius="md"
                    p="3"
                    alignItems="flex-start"
                  >
                    <RadioGroup.ItemHiddenInput ref={index === 0 ? first : undefined} />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Text fontWeight="medium">{account.bankName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {account.accountName} · {account.number} ({account.currency})
                      </Text>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </FormField>
        )}
      </DialogForm>
    </FormDialog>
  );
}

/** The guest's payment arrived: the amount (the request's by default) and a note. */
export function RecordPaymentDialog({ slug, request, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('requests');
  const first = useRef<HTMLInputElement | null>(null);
  const [record, { isLoading }] = useRecordRequestPaymentMutation();
  const form = useFormErrors(['amount', 'notes'] as const);
  const [amount, setAmount] = useState(String(request.amount - request.amountPaid));
  const [notes, setNotes] = useState('');
  const submit = useFormSubmit({
    validate: () => {
      if (Number(amount) > 0) return true;
      form.showFieldErrors({ amount: [t('paidDialog.amountRequired')] });
      return false;
    },
    send: async (idempotencyKey) => {
      const answer = await record({
        slug,
        idempotencyKey,
        id: request.id,
        amount: Number(amount),
        notes: notes.trim() || null,
      }).unwrap();
      toaster.create(
        answer.held
          ? { type: 'success', title: t('paidDialog.done') }
          : { type: 'warning', title: t('paidDialog.notHeld'), closable: true },
      );
      onOpenChange(false);
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <DialogForm
        title={t('paidDialog.title')}
        submitLabel={t('paidDialog.save')}
        description={t('paidDialog.description')}
        onSubmit={submit.onSubmit}
        creating={false}
        submitting={isLoading}
        otherErrors={form.other}
      >
        <FormField label={t('paidDialog.amount')} errors={form.errors.amount} required>
          <MoneyInput
            ref={(element) => {
              first.current = element;
              form.inputRef('amount')(element);
            }}
            name="amount"
            value={amount}
            onChange={(digits) => {
              setAmount(digits);
              form.clearField('amount');
              submit.edited();
            }}
          />
        </FormField>
        <FormField
          label={t('paidDialog.notes')}
          errors={form.errors.notes}
          optionalText={t('optional')}
        >
          <Textarea
            name="notes"
            rows={2}
            maxLength={500}
            value={notes}
            onChange={(e) => {
              setNotes(e.target.value);
              submit.edited();
            }}
          />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

/**
 * The conversion's date dialog (operations spec §4, settings spec §4): check-in (the working
 * date to start with), check-out = check-in plus the request's nights; every change asks the
 * server again (availability and price, nothing saved), and Save is offered only when rooms
 * are free. Saving books the reservations through the booking command.
 */
export function ConvertDialog({
  slug,
  request,
  open,
  onOpenChange,
  onConverted,
}: DialogProps & { onConverted: (groupId: string, reservationIds: string[]) => void }) {
  const { t, i18n } = useTranslation('requests');
  const first = useRef<HTMLInputElement | null>(null);
  const [check, checking] = useCheckConversionMutation();
  const [convert, { isLoading }] = useConvertRequestMutation();
  const form = useFormErrors(['checkIn', 'checkOut'] as const);
  const [checkIn, setCheckIn] = useState(request.workingDate);
  const [checkOut, setCheckOut] = useState(addDays(request.workingDate, request.stayNights));
  const [result, setResult] = useState<ConversionCheck | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const earliest = addDays(request.workingDate, -1);
  const { showServerErrors } = form;

  useEffect(() => {
    if (!open || !isIsoDate(checkIn) || !isIsoDate(checkOut) || checkOut <= checkIn) {
      setResult(null);
      return undefined;
    }
    let current = true;
    setResult(null);
    setCheckFailed(false);
    check({ slug, id: request.id, checkIn, checkOut })
      .unwrap()
      .then((answer) => {
        if (current) setResult(answer);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setCheckFailed(true);
        showServerErrors(error);
      });
    return () => {
      current = false;
    };
    // showServerErrors is memoised: the check follows the dates only.
  }, [open, slug, request.id, checkIn, checkOut, check, showServerErrors]);

  const changeCheckIn = (value: string) => {
    setCheckIn(value);
    if (isIsoDate(value)) setCheckOut(addDays(value, request.stayNights));
    form.clear();
    submit.edited();
  };

  const submit = useFormSubmit({
    validate: () => {
      // Text that is no date is called so under its field (the check only runs on dates).
      const invalid: Record<string, string[]> = {};
      const message = [t('dateInput.invalidDate', { ns: 'common' })];
      if (!isIsoDate(checkIn)) invalid.checkIn = message;
      if (!isIsoDate(checkOut)) invalid.checkOut = message;
      if (Object.keys(invalid).length > 0) {
        form.showFieldErrors(invalid);
        return false;
      }
      return result?.available === true;
    },
    send: async (idempotencyKey) => {
      const answer = await convert({
        slug,
        idempotencyKey,
        id: request.id,
        checkIn,
        checkOut,
      }).unwrap();
      toaster.create({ type: 'success', title: t('convertDialog.done') });
      onOpenChange(false);
      onConverted(answer.groupId, answer.reservationIds);
    },
    onError: (error) => {
      form.showServerErrors(error);
      setResult(null);
    },
  });

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first}>
      <DialogForm
        title={t('convertDialog.title', { label: request.label })}
        submitLabel={t('convertDialog.save')}
        submitDisabled={result?.available !== true}
        description={t('convertDialog.description', {
          checkIn: request.checkIn,
          checkOut: request.checkOut,
          count: request.stayNights,
        })}
        onSubmit={submit.onSubmit}
        creating={false}
        submitting={isLoading}
        otherErrors={form.other}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('convertDialog.checkIn')} errors={form.errors.checkIn} required>
            <DateInput
              ref={(element) => {
                first.current = element;
                form.inputRef('checkIn')(element);
              }}
              name="checkIn"
              min={earliest}
              value={checkIn}
              onChange={(e) => changeCheckIn(e.target.value)}
            />
          </FormField>
          <FormField label={t('convertDialog.checkOut')} errors={form.errors.checkOut} required>
            <DateInput
              ref={form.inputRef('checkOut')}
              name="checkOut"
              min={isIsoDate(checkIn) ? addDays(checkIn, 1) : undefined}
              value={checkOut}
              onChange={(e) => {
                setCheckOut(e.target.value);
                form.clear();
                submit.edited();
              }}
            />
          </FormField>
        </SimpleGrid>
        <HStack>
          <Button
            size="xs"
            variant="outline"
            colorPalette="gray"
            disabled={request.checkIn < earliest}
            onClick={() => {
              setCheckIn(request.checkIn);
              setCheckOut(request.checkOut);
              form.clear();
              submit.edited();
            }}
          >
            {t('convertDialog.useRequested')}
          </Button>
        </HStack>
        {checking.isLoading ? (
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
        {checkFailed && form.other.length === 0 ? (
          <Text fontSize="sm" color="fg.error">
            {t('convertDialog.checkFailed')}
          </Text>
        ) : null}
      </DialogForm>
    </FormDialog>
  );
}

/** Cancel a request (its rooms are released), with the reason staff give. */
export function CancelRequestDialog({ slug, request, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('requests');
  const first = useRef<HTMLTextAreaElement | null>(null);
  const [change, { isLoading }] = useChangeRequestStatusMutation();
  const form = useFormErrors(['reason'] as const);
  const [reason, setReason] = useState('');
  const submit = useFormSubmit({
    send: async (idempotencyKey) => {
      await change({
        slug,
        idempotencyKey,
        id: request.id,
        status: 'canceled',
        reason: reason.trim() || null,
      }).unwrap();
      toaster.create({ type: 'success', title: t('actions.canceledDone') });
      onOpenChange(false);
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} initialFocus={first} size="sm">
      <DialogForm
        title={t('cancelDialog.title', { label: request.label })}
        description={t('cancelDialog.description')}
        onSubmit={submit.onSubmit}
        creating={false}
        submitting={isLoading}
        otherErrors={form.other}
        submitLabel={t('actions.cancel')}
      >
        <FormField
          label={t('cancelDialog.reason')}
          errors={form.errors.reason}
          optionalText={t('optional')}
        >
          <Textarea
            ref={(element) => {
              first.current = element;
              form.inputRef('reason')(element);
            }}
            name="reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              submit.edited();
            }}
          />
        </FormField>
      </DialogForm>
    </FormDialog>
  );
}

import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { saveIntervalSchema } from '@hotel/events/rates/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { itemFormTexts } from '../../components/item-form-texts';
import type { InDialogProps } from '../../components/form-in-dialog';
import { itemDialogOf } from '../../components/item-dialog-of';
import { TextField } from '../../components/form/fields';
import { FramedField } from '../../components/form/framed-field';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { isRateDate } from './dates';
import { LosFields } from './los-fields';
import { RateDateFields } from './rate-date-fields';
import { commonWeekdayPrice, fillWeekdays } from './rate-rules';
import {
  INTERVAL_FIELDS,
  type RateInterval,
  type SaveIntervalRequest,
  WEEKDAY_RATE_FIELDS,
  type WeekdayRateField,
  useSaveIntervalMutation,
} from './rates-api';
import { AmountInput } from './rates-ui';

/** The fields on screen (a refused plan id has no field: it goes to the form's alert). */
type Field = Exclude<(typeof INTERVAL_FIELDS)[number], 'ratePlan.id'>;
const FIELDS = INTERVAL_FIELDS.filter((field): field is Field => field !== 'ratePlan.id');

interface Values extends Record<WeekdayRateField, string> {
  name: string;
  startDate: string;
  endDate: string;
  minLos: string;
  maxLos: string;
  /** The price of every day at once (spec §5: it fills all seven weekday fields). */
  constant: string;
}

const valuesOf = (interval: RateInterval | null, startDate: string): Values => {
  const rates = Object.fromEntries(
    WEEKDAY_RATE_FIELDS.map((field, i) => [field, interval ? String(interval.rates[i] ?? '') : '']),
  ) as Record<WeekdayRateField, string>;
  return {
    name: interval?.name ?? '',
    startDate: interval?.startDate ?? startDate,
    endDate: interval?.endDate ?? startDate,
    minLos: interval?.minLos != null ? String(interval.minLos) : '',
    maxLos: interval?.maxLos != null ? String(interval.maxLos) : '',
    ...rates,
    constant: commonWeekdayPrice(rates),
  };
};

interface IntervalFormProps {
  slug: string;
  planId: string;
  /** The interval to change; null adds one. */
  interval: RateInterval | null;
  /** The first date a new interval starts on. */
  startDate: string;
}

/** Add or change an interval of a plan (POST /api/intervals). */
export const IntervalDialog = itemDialogOf(IntervalForm, 'interval', 'lg');

function IntervalForm({
  slug,
  planId,
  interval,
  startDate,
  first,
  onDone,
}: IntervalFormProps & InDialogProps) {
  const { t } = useTranslation('rates');
  const [save, { isLoading }] = useSaveIntervalMutation();
  const creating = interval === null;

  const form = useCommandForm({
    schema: saveIntervalSchema,
    fields: FIELDS,
    defaultValues: valuesOf(interval, startDate),
    toRequest: ({ constant: _constant, ...values }: Values): SaveIntervalRequest => ({
      ...(interval ? { id: interval.id } : {}),
      ...values,
      name: values.name.trim(),
      ratePlan: { id: planId },
    }),
    // The form's own words for what it checks before sending, as before.
    check: (values) => {
      const problems: Partial<Record<Field, string>> = {};
      if (values.name.trim() === '') problems.name = t('form.required');
      if (!isRateDate(values.startDate)) problems.startDate = t('form.dateInvalid');
      if (!isRateDate(values.endDate)) problems.endDate = t('form.dateInvalid');
      else if (values.endDate < values.startDate) problems.endDate = t('form.endBeforeStart');
      for (const field of WEEKDAY_RATE_FIELDS) {
        if (values[field] === '') problems[field] = t('form.required');
      }
      return problems;
    },
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, interval: request }).unwrap();
      toastDone(creating ? t('intervals.created') : t('intervals.updated'), request.name);
      onDone();
    },
  });

  /** The one price of all days follows the weekday prices (empty when they differ). */
  const followWeekdays = () => form.setValue('constant', commonWeekdayPrice(form.getValues()));

  return (
    <DialogForm
      {...itemFormTexts(t, 'intervals', creating, 'intervals.create')}
      description={t('intervals.formDescription')}
      form={form}
      submitting={isLoading}
    >
      <TextField
        form={form}
        name="name"
        label={t('intervals.name')}
        required
        maxLength={60}
        inputRef={first}
      />
      <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
        <RateDateFields form={form} />
        <LosFields form={form} placeholders={t('form.leavePlaceholder')} />
      </SimpleGrid>
      <Box bg="brand.subtle" borderRadius="lg" p="3" borderWidth="1px" borderColor="brand.muted">
        <FramedField
          form={form}
          name="constant"
          label={t('intervals.constant')}
          helperText={t('intervals.constantHelp')}
          render={(constant) => (
            <AmountInput
              name="constant"
              value={constant.value}
              onChange={(value) => {
                constant.onChange(value);
                for (const [field, price] of Object.entries(fillWeekdays(value))) {
                  form.changed(field as WeekdayRateField);
                  form.setValue(field as WeekdayRateField, price);
                }
              }}
              bg="bg"
            />
          )}
        />
      </Box>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2">
          {t('intervals.weekdayRates')}
        </Text>
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {WEEKDAY_RATE_FIELDS.map((field, index) => (
            <FramedField
              key={field}
              form={form}
              name={field}
              label={t(`weekdays.long.${index + 1}`)}
              render={(rate) => (
                <AmountInput
                  size="sm"
                  name={field}
                  value={rate.value}
                  ref={rate.ref}
                  onChange={(value) => {
                    rate.onChange(value);
                    followWeekdays();
                  }}
                />
              )}
            />
          ))}
        </SimpleGrid>
      </Box>
    </DialogForm>
  );
}

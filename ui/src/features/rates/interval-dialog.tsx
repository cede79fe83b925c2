import {
  Box,
  Button,
  CloseButton,
  chakra,
  Dialog,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { MIN_DATE, isRateDate } from './dates';
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

type Field = (typeof INTERVAL_FIELDS)[number];

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
    minLos:
      interval?.minLos !== null && interval?.minLos !== undefined ? String(interval.minLos) : '',
    maxLos:
      interval?.maxLos !== null && interval?.maxLos !== undefined ? String(interval.maxLos) : '',
    ...rates,
    constant: commonWeekdayPrice(rates),
  };
};

interface IntervalDialogProps {
  slug: string;
  planId: string;
  /** The interval to change; null adds one. */
  interval: RateInterval | null;
  /** The first date a new interval starts on. */
  startDate: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or change an interval of a plan (POST /api/intervals). */
export function IntervalDialog({
  slug,
  planId,
  interval,
  startDate,
  open,
  onOpenChange,
}: IntervalDialogProps) {
  const firstField = useRef<HTMLInputElement | null>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      initialFocusEl={() => firstField.current}
      size="lg"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <IntervalForm
              key={interval?.id ?? 'new'}
              slug={slug}
              planId={planId}
              interval={interval}
              startDate={startDate}
              firstField={firstField}
              onDone={() => onOpenChange(false)}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function IntervalForm({
  slug,
  planId,
  interval,
  startDate,
  firstField,
  onDone,
}: {
  slug: string;
  planId: string;
  interval: RateInterval | null;
  startDate: string;
  firstField: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const { t } = useTranslation('rates');
  const [values, setValues] = useState<Values>(() => valuesOf(interval, startDate));
  const [save, { isLoading }] = useSaveIntervalMutation();
  const form = useFormErrors(INTERVAL_FIELDS);
  const creating = interval === null;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const problems: Partial<Record<Field, string[]>> = {};
      if (values.name.trim() === '') problems.name = [t('form.required')];
      if (!isRateDate(values.startDate)) problems.startDate = [t('form.dateInvalid')];
      if (!isRateDate(values.endDate)) problems.endDate = [t('form.dateInvalid')];
      else if (values.endDate < values.startDate) problems.endDate = [t('form.endBeforeStart')];
      for (const field of WEEKDAY_RATE_FIELDS) {
        if (values[field] === '') problems[field] = [t('form.required')];
      }
      if (Object.keys(problems).length === 0) return true;
      form.showFieldErrors(problems);
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      const { constant: _constant, ...fields } = values;
      const request: SaveIntervalRequest = {
        ...(interval ? { id: interval.id } : {}),
        ...fields,
        name: values.name.trim(),
        ratePlan: { id: planId },
      };
      await save({ slug, idempotencyKey, interval: request }).unwrap();
      toaster.create({
        type: 'success',
        title: creating ? t('intervals.created') : t('intervals.updated'),
        description: request.name,
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const change = (name: keyof Values, value: string) => {
    edited();
    if (name === 'constant') {
      WEEKDAY_RATE_FIELDS.forEach((field) => form.clearField(field));
      setValues((current) => ({ ...current, constant: value, ...fillWeekdays(value) }));
      return;
    }
    form.clearField(name as Field);
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'startDate' && isRateDate(value) && value > next.endDate) next.endDate = value;
      return { ...next, constant: commonWeekdayPrice(next) };
    });
  };

  const digits = (text: string) => text.replace(/\D+/g, '');

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title>
          {creating ? t('intervals.createTitle') : t('intervals.editTitle')}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('intervals.formDescription')}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
          <FormField label={t('intervals.name')} errors={form.errors.name} required>
            <Input
              name="name"
              maxLength={60}
              autoComplete="off"
              value={values.name}
              onChange={(e) => change('name', e.target.value)}
              ref={(element) => {
                form.inputRef('name')(element);
                firstField.current = element;
              }}
            />
          </FormField>
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="3">
            <FormField label={t('form.startDate')} errors={form.errors.startDate} required>
              <DateInput
                name="startDate"
                min={MIN_DATE}
                value={values.startDate}
                ref={form.inputRef('startDate')}
                onChange={(e) => change('startDate', e.target.value)}
              />
            </FormField>
            <FormField label={t('form.endDate')} errors={form.errors.endDate} required>
              <DateInput
                name="endDate"
                min={isRateDate(values.startDate) ? values.startDate : MIN_DATE}
                value={values.endDate}
                ref={form.inputRef('endDate')}
                onChange={(e) => change('endDate', e.target.value)}
              />
            </FormField>
            <FormField label={t('form.minLos')} errors={form.errors.minLos}>
              <Input
                name="minLos"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('form.leavePlaceholder')}
                value={values.minLos}
                ref={form.inputRef('minLos')}
                onChange={(e) => change('minLos', digits(e.target.value))}
              />
            </FormField>
            <FormField label={t('form.maxLos')} errors={form.errors.maxLos}>
              <Input
                name="maxLos"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('form.leavePlaceholder')}
                value={values.maxLos}
                ref={form.inputRef('maxLos')}
                onChange={(e) => change('maxLos', digits(e.target.value))}
              />
            </FormField>
          </SimpleGrid>
          <Box
            bg="brand.subtle"
            borderRadius="lg"
            p="3"
            borderWidth="1px"
            borderColor="brand.muted"
          >
            <FormField label={t('intervals.constant')} helperText={t('intervals.constantHelp')}>
              <AmountInput
                name="constant"
                value={values.constant}
                onChange={(value) => change('constant', value)}
                bg="bg"
              />
            </FormField>
          </Box>
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="2">
              {t('intervals.weekdayRates')}
            </Text>
            <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
              {WEEKDAY_RATE_FIELDS.map((field, index) => (
                <FormField
                  key={field}
                  label={t(`weekdays.long.${index + 1}`)}
                  errors={form.errors[field]}
                >
                  <AmountInput
                    size="sm"
                    name={field}
                    value={values[field]}
                    ref={form.inputRef(field)}
                    onChange={(value) => change(field, value)}
                  />
                </FormField>
              ))}
            </SimpleGrid>
          </Box>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" disabled={isLoading}>
            {t('common:actions.cancel')}
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={isLoading} loadingText={t('form.saving')}>
          {creating ? t('intervals.create') : t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}

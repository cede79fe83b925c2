import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { setDailyRatesSchema } from '@hotel/events/rates/commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import { FormInDialog, type InDialogProps } from '../../components/form-in-dialog';
import type { DialogControl } from '../../components/use-dialog';
import { BoundField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { ArrivalIcon, BanIcon, DepartureIcon } from '../../components/icons';
import { toastDone } from '../../components/done-toast';
import { weekdayOf } from './dates';
import { formatMoney, formatPercentChange } from './format';
import { LosFields } from './los-fields';
import { RateField } from './rate-field';
import { type DailyRateValues, dailyRateProblems, dayRequest, dayValues } from './rate-rules';
import { DAILY_RATE_FIELDS, type RateDay, useSetDailyRatesMutation } from './rates-api';
import { SwitchField } from './rates-ui';

/** The date of one plan to edit, with what the calendar shows for it. */
export interface RateDayTarget {
  planId: string;
  planName: string;
  roomTypeName: string;
  day: RateDay;
  defaultPrice: number;
}

interface RateDayDialogProps {
  slug: string;
  /** The page's control of the dialog: open or not, and the date it is about. */
  dialog: DialogControl<RateDayTarget>;
}

/**
 * The rate of one date of a plan (the calendar's rate dialog): price, stay lengths and
 * restrictions, saved as daily rates on that date and its weekday.
 */
export function RateDayDialog({
  slug,
  dialog: { item: target, open, onOpenChange },
}: RateDayDialogProps) {
  // The dialog focuses its first control itself (the price's field is not the first, so the
  // form leaves the dialog's first-field ref unset).
  return (
    <FormInDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      form={RateDayForm}
      formKey={target ? `${target.planId}:${target.day.date}` : ''}
      props={target ? { slug, target } : null}
    />
  );
}

const RESTRICTIONS = [
  { name: 'stopSell', Icon: BanIcon, color: 'red.fg' },
  { name: 'closedToArrival', Icon: ArrivalIcon, color: 'orange.fg' },
  { name: 'closedToDeparture', Icon: DepartureIcon, color: 'orange.fg' },
] as const;

function RateDayForm({
  slug,
  target,
  onDone,
}: {
  slug: string;
  target: RateDayTarget;
} & InDialogProps) {
  const { t, i18n } = useTranslation('rates');
  const [setRates, { isLoading }] = useSetDailyRatesMutation();
  const { day } = target;

  const form = useCommandForm({
    schema: setDailyRatesSchema,
    fields: DAILY_RATE_FIELDS,
    defaultValues: dayValues(day),
    toRequest: (values: DailyRateValues) => dayRequest(values),
    // The form's own words for the price and the stay lengths, as before.
    check: (values) => {
      const problems = dailyRateProblems(values);
      return Object.fromEntries(
        (['rate', 'minLos', 'maxLos'] as const)
          .filter((field) => problems[field])
          .map((field) => [field, t(problems[field] as string)]),
      );
    },
    send: async (rates, idempotencyKey) => {
      await setRates({ slug, idempotencyKey, planId: target.planId, rates }).unwrap();
      toastDone(t('day.saved', { date: day.date }), target.planName);
      onDone();
    },
  });
  const priceOp = form.watch('priceOp');

  const current = day.price
    ? day.price.op === 'percent'
      ? t('day.nowPercent', {
          price: formatMoney(day.value, i18n.language),
          change: formatPercentChange(day.price.value, i18n.language),
        })
      : t('day.nowSet', { price: formatMoney(day.value, i18n.language) })
    : t('day.nowDefault', { price: formatMoney(day.value, i18n.language) });

  return (
    <DialogForm
      title={t('day.title', { date: day.date, weekday: t(`weekdays.long.${weekdayOf(day.date)}`) })}
      description={t('day.description', { roomType: target.roomTypeName, plan: target.planName })}
      form={form}
      creating={false}
      submitting={isLoading}
    >
      <HStack
        justify="space-between"
        bg={day.stopSell ? 'red.subtle' : 'bg.muted'}
        borderRadius="lg"
        px="3"
        py="2"
        fontSize="sm"
      >
        <Text color="fg.muted">{current}</Text>
        {day.stopSell ? (
          <Badge colorPalette="red" variant="solid" size="sm">
            {t('markers.stopSell')}
          </Badge>
        ) : null}
      </HStack>
      <RateField
        form={form}
        helperText={priceOp === 2 ? t('form.rateHelpPercent') : t('day.rateHelp')}
        placeholder={formatMoney(target.defaultPrice, i18n.language)}
      />
      <SimpleGrid columns={2} gap="3">
        <LosFields form={form} placeholders={{ min: t('form.noMin'), max: t('form.noMax') }} />
      </SimpleGrid>
      <Box borderTopWidth="1px" pt="4">
        <Stack gap="3">
          {RESTRICTIONS.map(({ name, Icon, color }) => (
            <BoundField
              key={name}
              form={form}
              name={name}
              render={(restriction) => (
                <SwitchField
                  label={
                    <HStack as="span" gap="1.5">
                      <Icon boxSize="3.5" color={color} />
                      {t(`form.${name}`)}
                    </HStack>
                  }
                  checked={restriction.value ?? false}
                  onChange={restriction.onChange}
                  errors={restriction.errors}
                  name={name}
                />
              )}
            />
          ))}
        </Stack>
      </Box>
    </DialogForm>
  );
}

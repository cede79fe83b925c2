import {
  Badge,
  Box,
  Button,
  CloseButton,
  chakra,
  Dialog,
  HStack,
  Input,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { weekdayOf } from './dates';
import { formatMoney, formatPercentChange } from './format';
import { type DailyRateValues, dailyRateProblems, dayRequest, dayValues } from './rate-rules';
import { DAILY_RATE_FIELDS, type RateDay, useSetDailyRatesMutation } from './rates-api';
import { ArrivalIcon, BanIcon, DepartureIcon } from '../../components/icons';
import { PriceInput, SwitchField } from './rates-ui';

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
  target: RateDayTarget | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The rate of one date of a plan (the calendar's rate dialog): price, stay lengths and
 * restrictions, saved as daily rates on that date and its weekday.
 */
export function RateDayDialog({ slug, target, open, onOpenChange }: RateDayDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
      size="sm"
      placement="center"
      motionPreset="slide-in-bottom"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {target ? (
              <RateDayForm
                key={`${target.planId}:${target.day.date}`}
                slug={slug}
                target={target}
                onDone={() => onOpenChange(false)}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RateDayForm({
  slug,
  target,
  onDone,
}: {
  slug: string;
  target: RateDayTarget;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('rates');
  const [values, setValues] = useState<DailyRateValues>(() => dayValues(target.day));
  const [setRates, { isLoading }] = useSetDailyRatesMutation();
  const form = useFormErrors(DAILY_RATE_FIELDS);
  const { day } = target;

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const problems = dailyRateProblems(values);
      const fields = { rate: problems.rate, minLos: problems.minLos, maxLos: problems.maxLos };
      const shown = Object.fromEntries(
        Object.entries(fields)
          .filter(([, key]) => key)
          .map(([field, key]) => [field, [t(key as string)]]),
      );
      if (Object.keys(shown).length === 0) return true;
      form.showFieldErrors(shown);
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await setRates({
        slug,
        idempotencyKey,
        planId: target.planId,
        rates: dayRequest(values),
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('day.saved', { date: day.date }),
        description: target.planName,
        closable: true,
      });
      onDone();
    },
    onError: form.showServerErrors,
  });

  const change = <K extends keyof DailyRateValues>(name: K, value: DailyRateValues[K]) => {
    edited();
    form.clearField(name as (typeof DAILY_RATE_FIELDS)[number]);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const current = day.price
    ? day.price.op === 'percent'
      ? t('day.nowPercent', {
          price: formatMoney(day.value, i18n.language),
          change: formatPercentChange(day.price.value, i18n.language),
        })
      : t('day.nowSet', { price: formatMoney(day.value, i18n.language) })
    : t('day.nowDefault', { price: formatMoney(day.value, i18n.language) });

  return (
    <chakra.form display="contents" onSubmit={onSubmit} noValidate>
      <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
        <Dialog.Title fontVariantNumeric="tabular-nums">
          {t('day.title', { date: day.date, weekday: t(`weekdays.long.${weekdayOf(day.date)}`) })}
        </Dialog.Title>
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('day.description', { roomType: target.roomTypeName, plan: target.planName })}
        </Dialog.Description>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
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
          <FormField
            label={t('form.rate')}
            errors={form.errors.rate ?? form.errors.priceOp}
            helperText={values.priceOp === 2 ? t('form.rateHelpPercent') : t('day.rateHelp')}
          >
            <PriceInput
              value={values.rate}
              op={values.priceOp}
              onChange={(rate) => change('rate', rate)}
              onOpChange={(op) => change('priceOp', op)}
              placeholder={formatMoney(target.defaultPrice, i18n.language)}
              inputRef={form.inputRef('rate')}
              invalid={!!form.errors.rate}
            />
          </FormField>
          <SimpleGrid columns={2} gap="3">
            <FormField label={t('form.minLos')} errors={form.errors.minLos}>
              <Input
                name="minLos"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('form.noMin')}
                value={values.minLos}
                ref={form.inputRef('minLos')}
                onChange={(e) => change('minLos', e.target.value.replace(/\D+/g, ''))}
              />
            </FormField>
            <FormField label={t('form.maxLos')} errors={form.errors.maxLos}>
              <Input
                name="maxLos"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('form.noMax')}
                value={values.maxLos}
                ref={form.inputRef('maxLos')}
                onChange={(e) => change('maxLos', e.target.value.replace(/\D+/g, ''))}
              />
            </FormField>
          </SimpleGrid>
          <Box borderTopWidth="1px" pt="4">
            <Stack gap="3">
              <SwitchField
                label={
                  <HStack as="span" gap="1.5">
                    <BanIcon boxSize="3.5" color="red.fg" />
                    {t('form.stopSell')}
                  </HStack>
                }
                checked={values.stopSell ?? false}
                onChange={(checked) => change('stopSell', checked)}
                errors={form.errors.stopSell}
                name="stopSell"
              />
              <SwitchField
                label={
                  <HStack as="span" gap="1.5">
                    <ArrivalIcon boxSize="3.5" color="orange.fg" />
                    {t('form.closedToArrival')}
                  </HStack>
                }
                checked={values.closedToArrival ?? false}
                onChange={(checked) => change('closedToArrival', checked)}
                errors={form.errors.closedToArrival}
                name="closedToArrival"
              />
              <SwitchField
                label={
                  <HStack as="span" gap="1.5">
                    <DepartureIcon boxSize="3.5" color="orange.fg" />
                    {t('form.closedToDeparture')}
                  </HStack>
                }
                checked={values.closedToDeparture ?? false}
                onChange={(checked) => change('closedToDeparture', checked)}
                errors={form.errors.closedToDeparture}
                name="closedToDeparture"
              />
            </Stack>
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
          {t('common:actions.save')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" colorPalette="gray" aria-label={t('common:actions.close')} />
      </Dialog.CloseTrigger>
    </chakra.form>
  );
}

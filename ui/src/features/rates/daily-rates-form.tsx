import {
  Box,
  Button,
  Card,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { useFormErrors } from '../../components/use-form-errors';
import { useFormSubmit } from '../../components/use-form-submit';
import { toaster } from '../../lib/toaster';
import { MIN_DATE, isIsoDate } from './dates';
import { formatMoney } from './format';
import {
  type DailyRateValues,
  affectedDates,
  dailyRateProblems,
  dailyRatesRequest,
} from './rate-rules';
import { DAILY_RATE_FIELDS, type RatePlan, useSetDailyRatesMutation } from './rates-api';
import { ArrivalIcon, BanIcon, DepartureIcon } from '../../components/icons';
import { PriceInput, RestrictionChoice, WeekdayToggles } from './rates-ui';

type Field = (typeof DAILY_RATE_FIELDS)[number];

interface DailyRatesFormProps {
  slug: string;
  plan: RatePlan;
  /** The room type's default price (what a percent change applies to). */
  defaultPrice: number | null;
  values: DailyRateValues;
  onChange: (values: DailyRateValues) => void;
}

/**
 * The rate calendar editor's form (settings spec §2, §5): a range, the weekdays it applies to,
 * a price (tugrik or percent of the default price; empty leaves the prices), stay lengths and
 * the restrictions (leave / set / clear). Saves with POST rate/plans/{id}/daily/rates.
 */
export function DailyRatesForm({
  slug,
  plan,
  defaultPrice,
  values,
  onChange,
}: DailyRatesFormProps) {
  const { t, i18n } = useTranslation('rates');
  const [setRates, { isLoading }] = useSetDailyRatesMutation();
  const form = useFormErrors(DAILY_RATE_FIELDS);
  const noDays = values.days.length === 0;
  const count = affectedDates(values.startDate, values.endDate, values.days);

  const { onSubmit, edited } = useFormSubmit({
    validate: () => {
      const problems = dailyRateProblems(values);
      const shown: Partial<Record<Field, string[]>> = {};
      for (const field of DAILY_RATE_FIELDS) {
        const key = problems[field];
        if (key && field !== 'days') shown[field] = [t(key)];
      }
      if (problems.nothing && Object.keys(shown).length === 0) {
        shown.rate = [t(problems.nothing)];
      }
      if (Object.keys(shown).length === 0 && !problems.days) return true;
      form.showFieldErrors(shown);
      return false;
    },
    send: async (idempotencyKey) => {
      form.clear();
      await setRates({
        slug,
        idempotencyKey,
        planId: plan.id,
        rates: dailyRatesRequest(values),
      }).unwrap();
      toaster.create({
        type: 'success',
        title: t('form.saved'),
        description: t('form.savedDescription', {
          count,
          from: values.startDate,
          to: values.endDate,
        }),
        closable: true,
      });
    },
    onError: form.showServerErrors,
  });

  const change = <K extends keyof DailyRateValues>(name: K, value: DailyRateValues[K]) => {
    edited();
    form.clearField(name as Field);
    const next = { ...values, [name]: value };
    // The end follows a start moved past it (end ≥ start).
    if (
      name === 'startDate' &&
      typeof value === 'string' &&
      isIsoDate(value) &&
      value > next.endDate
    ) {
      next.endDate = value;
      form.clearField('endDate');
    }
    onChange(next);
  };

  const digits = (text: string) => text.replace(/\D+/g, '');

  return (
    <Card.Root as="section" aria-labelledby="daily-rates-title" variant="outline" borderRadius="xl">
      <chakra.form onSubmit={onSubmit} noValidate display="contents">
        <Card.Header pb="3">
          <Heading as="h2" size="md" id="daily-rates-title">
            {t('form.title')}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('form.subtitle')}
          </Text>
        </Card.Header>
        <Card.Body pt="0">
          <Stack gap="4">
            {form.other.length > 0 ? <FormAlert messages={form.other} /> : null}
            <SimpleGrid columns={2} gap="3">
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
                  min={isIsoDate(values.startDate) ? values.startDate : MIN_DATE}
                  value={values.endDate}
                  ref={form.inputRef('endDate')}
                  onChange={(e) => change('endDate', e.target.value)}
                />
              </FormField>
            </SimpleGrid>

            <WeekdayToggles
              value={values.days}
              onChange={(days) => change('days', days)}
              errors={form.errors.days}
              inputRef={form.inputRef('days')}
            />

            <FormField
              label={t('form.rate')}
              errors={form.errors.rate ?? form.errors.priceOp}
              helperText={
                values.priceOp === 2
                  ? defaultPrice !== null
                    ? t('form.rateHelpPercentOf', {
                        price: formatMoney(defaultPrice, i18n.language),
                      })
                    : t('form.rateHelpPercent')
                  : t('form.rateHelp')
              }
              optionalText={t('form.optional')}
            >
              <PriceInput
                value={values.rate}
                op={values.priceOp}
                onChange={(rate) => change('rate', rate)}
                onOpChange={(op) => change('priceOp', op)}
                placeholder={values.priceOp === 1 ? t('form.ratePlaceholder') : '0'}
                inputRef={form.inputRef('rate')}
                invalid={!!form.errors.rate}
              />
            </FormField>

            <SimpleGrid columns={2} gap="3">
              <FormField
                label={t('form.minLos')}
                errors={form.errors.minLos}
                helperText={t('form.minLosHelp')}
              >
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
              <FormField
                label={t('form.maxLos')}
                errors={form.errors.maxLos}
                helperText={t('form.maxLosHelp')}
              >
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

            <Stack gap="2.5" borderTopWidth="1px" pt="4">
              <Text fontSize="sm" fontWeight="medium">
                {t('form.restrictions')}
              </Text>
              <RestrictionChoice
                label={t('form.stopSell')}
                icon={<BanIcon boxSize="3.5" />}
                value={values.stopSell}
                onChange={(value) => change('stopSell', value)}
              />
              <RestrictionChoice
                label={t('form.closedToArrival')}
                icon={<ArrivalIcon boxSize="3.5" />}
                value={values.closedToArrival}
                onChange={(value) => change('closedToArrival', value)}
              />
              <RestrictionChoice
                label={t('form.closedToDeparture')}
                icon={<DepartureIcon boxSize="3.5" />}
                value={values.closedToDeparture}
                onChange={(value) => change('closedToDeparture', value)}
              />
            </Stack>
          </Stack>
        </Card.Body>
        <Card.Footer
          borderTopWidth="1px"
          pt="4"
          justifyContent="space-between"
          gap="3"
          flexWrap="wrap"
        >
          <Box fontSize="sm" color={noDays ? 'fg.error' : 'fg.muted'} aria-live="polite">
            {noDays ? t('form.chooseDay') : t('form.affected', { count })}
          </Box>
          <Button
            type="submit"
            loading={isLoading}
            loadingText={t('form.saving')}
            disabled={noDays}
          >
            {t('form.save')}
          </Button>
        </Card.Footer>
      </chakra.form>
    </Card.Root>
  );
}

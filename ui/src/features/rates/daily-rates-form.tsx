import { Box, Button, Card, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { SectionHeading } from '../../components/section-heading';
import { SectionCard } from '../../components/section-card';
import { setDailyRatesSchema } from '@hotel/events/rates/commands';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { BoundField } from '../../components/form/fields';
import { type CommandForm, useCommandForm } from '../../components/form/use-command-form';
import { ArrivalIcon, BanIcon, DepartureIcon } from '../../components/icons';
import { toastDone } from '../../components/done-toast';
import { formatMoney } from './format';
import { LosFields } from './los-fields';
import { RateDateFields } from './rate-date-fields';
import { RateField } from './rate-field';
import {
  type DailyRateValues,
  affectedDates,
  dailyRateProblems,
  dailyRatesRequest,
} from './rate-rules';
import type { RateDraft } from './rate-draft';
import { DAILY_RATE_FIELDS, type RatePlan, useSetDailyRatesMutation } from './rates-api';
import { RestrictionChoice, WeekdayToggles } from './rates-ui';

type Field = (typeof DAILY_RATE_FIELDS)[number];

interface DailyRatesFormProps {
  slug: string;
  plan: RatePlan;
  /** The room type's default price (what a percent change applies to). */
  defaultPrice: number | null;
  /**
   * The values the form starts with, and where every change goes (the page keeps them to
   * preview the dates they affect).
   */
  draft: Pick<RateDraft, 'values' | 'change'>;
}

const RESTRICTIONS = [
  { name: 'stopSell', icon: <BanIcon boxSize="3.5" /> },
  { name: 'closedToArrival', icon: <ArrivalIcon boxSize="3.5" /> },
  { name: 'closedToDeparture', icon: <DepartureIcon boxSize="3.5" /> },
] as const;

/** Calls `onChange` with the form's values after every change. */
function useReportChanges(
  form: CommandForm<DailyRateValues>,
  onChange: (values: DailyRateValues) => void,
) {
  const reportTo = useRef(onChange);
  useEffect(() => {
    reportTo.current = onChange;
  });
  // react-hook-form's own functions keep their identity (the form object does not).
  const { watch, getValues } = form;
  useEffect(() => {
    const subscription = watch(() => reportTo.current(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
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
  draft: { values: initial, change: onChange },
}: DailyRatesFormProps) {
  const { t, i18n } = useTranslation('rates');
  const [setRates, { isLoading }] = useSetDailyRatesMutation();

  const form = useCommandForm({
    schema: setDailyRatesSchema,
    fields: DAILY_RATE_FIELDS,
    defaultValues: initial,
    toRequest: dailyRatesRequest,
    // The form's own words, as before; no weekday is said in the footer (save is disabled).
    check: (values) => {
      const problems = dailyRateProblems(values);
      const shown: Partial<Record<Field, string>> = {};
      for (const field of DAILY_RATE_FIELDS) {
        const key = problems[field];
        if (key && field !== 'days') shown[field] = t(key);
      }
      if (problems.nothing && Object.keys(shown).length === 0) shown.rate = t(problems.nothing);
      return shown;
    },
    send: async (rates, idempotencyKey) => {
      await setRates({ slug, idempotencyKey, planId: plan.id, rates }).unwrap();
      const sent = form.getValues();
      toastDone(
        t('form.saved'),
        t('form.savedDescription', {
          count: affectedDates(sent.startDate, sent.endDate, sent.days),
          from: sent.startDate,
          to: sent.endDate,
        }),
      );
    },
  });

  // The page previews the dates being edited: it hears of every change.
  useReportChanges(form, onChange);

  const values = form.watch();
  const noDays = values.days.length === 0;
  const count = affectedDates(values.startDate, values.endDate, values.days);

  return (
    <SectionCard headingId="daily-rates-title">
      <chakra.form onSubmit={form.onSubmit} noValidate display="contents">
        <Card.Header pb="3">
          <SectionHeading
            id="daily-rates-title"
            title={t('form.title')}
            description={t('form.subtitle')}
          />
        </Card.Header>
        <Card.Body pt="0">
          <Stack gap="4">
            {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
            <SimpleGrid columns={2} gap="3">
              <RateDateFields form={form} />
            </SimpleGrid>

            <BoundField
              form={form}
              name="days"
              render={(days) => (
                <WeekdayToggles
                  value={days.value}
                  onChange={days.onChange}
                  errors={days.errors}
                  inputRef={days.ref}
                />
              )}
            />

            <RateField
              form={form}
              helperText={
                values.priceOp === 2
                  ? defaultPrice !== null
                    ? t('form.rateHelpPercentOf', {
                        price: formatMoney(defaultPrice, i18n.language),
                      })
                    : t('form.rateHelpPercent')
                  : t('form.rateHelp')
              }
              placeholder={values.priceOp === 1 ? t('form.ratePlaceholder') : '0'}
              optionalText={t('form.optional')}
            />

            <SimpleGrid columns={2} gap="3">
              <LosFields form={form} placeholders={t('form.leavePlaceholder')} help />
            </SimpleGrid>

            <RestrictionChoices form={form} />
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
    </SectionCard>
  );
}

/** The restrictions the form sets, clears or leaves on the dates (stop sell, CTA, CTD). */
function RestrictionChoices({ form }: { form: CommandForm<DailyRateValues> }) {
  const { t } = useTranslation('rates');
  return (
    <Stack gap="2.5" borderTopWidth="1px" pt="4">
      <Text fontSize="sm" fontWeight="medium">
        {t('form.restrictions')}
      </Text>
      {RESTRICTIONS.map(({ name, icon }) => (
        <BoundField
          key={name}
          form={form}
          name={name}
          render={(restriction) => (
            <RestrictionChoice
              label={t(`form.${name}`)}
              icon={icon}
              value={restriction.value}
              onChange={restriction.onChange}
            />
          )}
        />
      ))}
    </Stack>
  );
}

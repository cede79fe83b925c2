import { Button, Card, NativeSelect, SimpleGrid, chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { SearchIcon } from '../../components/icons';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import type { StayType } from '../../shared/reservations/reservations-api';
import type { Partner, Source } from '../settings';
import { BookedThroughFields } from './booked-through-fields';
import { ChoiceButtons } from '../../components/choice-buttons';
import type { GeneralField } from './server-errors';
import {
  type General,
  addDays,
  isIsoDate,
  nightsOf,
  timeNow,
  withArrivalTime,
  withCheckIn,
  withHours,
  withStayType,
} from './stay';
import type { StaySettings } from './use-stay-settings';

interface GeneralStepProps {
  general: General;
  settings: StaySettings;
  /** The earliest check-in (the working date minus one day). */
  earliest: string;
  sources: readonly Source[];
  partners: readonly Partner[];
  /** The charges the partner pays (payer routing at booking); empty: the guest pays all. */
  partnerPays: readonly ChargeKind[];
  errors: Partial<Record<GeneralField, string[]>>;
  searching: boolean;
  /** The form changed (`field`: the one the user touched, whose messages no longer apply). */
  onChange: (general: General, field: GeneralField) => void;
  /** A charge kind ticked or unticked. */
  onPartnerPaysChange: (kind: ChargeKind, checked: boolean) => void;
  onSearch: () => void;
  inputRef: (field: GeneralField) => (element: HTMLElement | null) => void;
}

/**
 * Step 1: the stay (type, dates, times, hours of a time stay) and who it is booked through
 * (source, partner). "Search" asks which rooms are free.
 */
export function GeneralStep({
  general,
  settings,
  earliest,
  sources,
  partners,
  partnerPays,
  errors,
  searching,
  onChange,
  onPartnerPaysChange,
  onSearch,
  inputRef,
}: GeneralStepProps) {
  const { t } = useTranslation('booking');
  const night = general.stayType === 'night';
  const nights = nightsOf(general);

  const stayTypes: StayType[] = settings.hasTime ? ['night', 'day', 'time'] : ['night', 'day'];

  const changeStayType = (stayType: StayType) => {
    if (stayType === general.stayType) return;
    const stay = withStayType(general, stayType, settings, timeNow());
    // A time stay has no partner (operations spec §4).
    onChange(
      { ...general, ...stay, partnerId: stayType === 'time' ? '' : general.partnerId },
      'stayType',
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };

  return (
    <Card.Root variant="outline" borderRadius="xl" maxW="3xl">
      <chakra.form onSubmit={submit} noValidate>
        <Card.Body gap="6">
          <FormField label={t('general.stayType')} errors={errors.stayType}>
            <ChoiceButtons<StayType>
              wrap
              label={t('general.stayType')}
              value={general.stayType}
              onChange={changeStayType}
              options={stayTypes.map((value) => ({ value, label: t(`common:stayType.${value}`) }))}
            />
          </FormField>

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label={night ? t('general.checkIn') : t('general.date')}
              errors={errors.checkIn}
              helperText={t('general.earliest', { date: earliest })}
              required
            >
              <DateInput
                name="checkIn"
                min={earliest}
                value={general.checkIn}
                ref={inputRef('checkIn')}
                onChange={(e) =>
                  onChange({ ...general, ...withCheckIn(general, e.target.value) }, 'checkIn')
                }
              />
            </FormField>
            {night ? (
              <FormField
                label={t('general.checkOut')}
                errors={errors.checkOut}
                helperText={nights > 0 ? t('general.nights', { count: nights }) : undefined}
                required
              >
                <DateInput
                  name="checkOut"
                  min={isIsoDate(general.checkIn) ? addDays(general.checkIn, 1) : earliest}
                  value={general.checkOut}
                  ref={inputRef('checkOut')}
                  onChange={(e) => onChange({ ...general, checkOut: e.target.value }, 'checkOut')}
                />
              </FormField>
            ) : null}
          </SimpleGrid>

          <StayTimes
            general={general}
            settings={settings}
            errors={errors}
            onChange={onChange}
            inputRef={inputRef}
          />

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <BookedThroughFields
              general={general}
              sources={sources}
              partners={partners}
              partnerPays={partnerPays}
              errors={errors}
              onChange={onChange}
              onPartnerPaysChange={onPartnerPaysChange}
              inputRef={inputRef}
            />
          </SimpleGrid>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" borderTopWidth="1px" pt="4">
          <Button type="submit" loading={searching} loadingText={t('general.searching')}>
            <SearchIcon />
            {t('general.search')}
          </Button>
        </Card.Footer>
      </chakra.form>
    </Card.Root>
  );
}

type StayTimesProps = Pick<
  GeneralStepProps,
  'general' | 'settings' | 'errors' | 'onChange' | 'inputRef'
>;

/** The stay's times: arrival, the hours of a time stay, and exit (which then follows the hours). */
function StayTimes({ general, settings, errors, onChange, inputRef }: StayTimesProps) {
  const { t } = useTranslation('booking');
  const time = general.stayType === 'time';
  return (
    <SimpleGrid columns={{ base: 1, sm: time ? 3 : 2 }} gap="4">
      <FormField label={t('general.arrivalTime')} errors={errors.arrivalTime}>
        <TimeInput
          name="arrivalTime"
          value={general.arrivalTime}
          ref={inputRef('arrivalTime')}
          onChange={(e) =>
            onChange({ ...general, ...withArrivalTime(general, e.target.value) }, 'arrivalTime')
          }
        />
      </FormField>
      {time ? (
        <FormField label={t('general.hours')} errors={errors.resTime} required>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="resTime"
              ref={inputRef('resTime')}
              value={general.hours === null ? '' : String(general.hours)}
              onChange={(e) =>
                onChange(
                  {
                    ...general,
                    ...withHours(general, e.target.value ? Number(e.target.value) : null),
                  },
                  'resTime',
                )
              }
            >
              <option value="">{t('general.chooseHours')}</option>
              {Array.from({ length: settings.maxTime }, (_, i) => i + 1).map((hours) => (
                <option key={hours} value={hours}>
                  {t('general.hoursOption', { count: hours })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      ) : null}
      <FormField
        label={t('general.exitTime')}
        errors={errors.exitTime}
        helperText={time ? t('general.exitFollowsHours') : undefined}
      >
        <TimeInput
          name="exitTime"
          value={general.exitTime}
          readOnly={time}
          ref={inputRef('exitTime')}
          bg={time ? 'bg.muted' : undefined}
          onChange={(e) => onChange({ ...general, exitTime: e.target.value }, 'exitTime')}
        />
      </FormField>
    </SimpleGrid>
  );
}

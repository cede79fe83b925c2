import { Button, Card, SimpleGrid, chakra } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { SearchIcon } from '../../components/icons';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import type { StayType } from '../../shared/reservations/reservations-api';
import { BookedThroughFields } from './booked-through-fields';
import { ChoiceButtons } from '../../components/choice-buttons';
import type { GeneralField } from './server-errors';
import { type StepFields, inputOf } from './step-fields';
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
import { SelectBox } from '../../components/select-box';

/** The general step's values (the stay) with their messages, change and inputs. */
export type GeneralFields = StepFields<General, GeneralField>;

interface GeneralStepProps {
  slug: string;
  fields: GeneralFields;
  settings: StaySettings;
  /** The earliest check-in (the working date minus one day). */
  earliest: string;
  /** The charges the partner pays (payer routing at booking); empty: the guest pays all. */
  partnerPays: readonly ChargeKind[];
  searching: boolean;
  /** A charge kind ticked or unticked. */
  onPartnerPaysChange: (kind: ChargeKind, checked: boolean) => void;
  onSearch: () => void;
}

/**
 * Step 1: the stay (type, dates, times, hours of a time stay) and who it is booked through
 * (source, partner). "Search" asks which rooms are free.
 */
export function GeneralStep({
  slug,
  fields,
  settings,
  earliest,
  partnerPays,
  searching,
  onPartnerPaysChange,
  onSearch,
}: GeneralStepProps) {
  const { t } = useTranslation('booking');
  const { values: general, errors, onChange } = fields;
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
                min={earliest}
                {...inputOf(fields, 'checkIn', general.checkIn, (day) => withCheckIn(general, day))}
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
                  min={isIsoDate(general.checkIn) ? addDays(general.checkIn, 1) : earliest}
                  {...inputOf(fields, 'checkOut', general.checkOut, (checkOut) => ({ checkOut }))}
                />
              </FormField>
            ) : null}
          </SimpleGrid>

          <StayTimes fields={fields} settings={settings} />

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <BookedThroughFields
              slug={slug}
              fields={fields}
              partnerPays={partnerPays}
              onPartnerPaysChange={onPartnerPaysChange}
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

/** The stay's times: arrival, the hours of a time stay, and exit (which then follows the hours). */
function StayTimes({ fields, settings }: Pick<GeneralStepProps, 'fields' | 'settings'>) {
  const { t } = useTranslation('booking');
  const { values: general, errors } = fields;
  const time = general.stayType === 'time';
  return (
    <SimpleGrid columns={{ base: 1, sm: time ? 3 : 2 }} gap="4">
      <FormField label={t('general.arrivalTime')} errors={errors.arrivalTime}>
        <TimeInput
          {...inputOf(fields, 'arrivalTime', general.arrivalTime, (time) =>
            withArrivalTime(general, time),
          )}
        />
      </FormField>
      {time ? (
        <FormField label={t('general.hours')} errors={errors.resTime} required>
          <SelectBox
            {...inputOf(
              fields,
              'resTime',
              general.hours === null ? '' : String(general.hours),
              (hours) => withHours(general, hours ? Number(hours) : null),
            )}
          >
            <option value="">{t('general.chooseHours')}</option>
            {Array.from({ length: settings.maxTime }, (_, i) => i + 1).map((hours) => (
              <option key={hours} value={hours}>
                {t('general.hoursOption', { count: hours })}
              </option>
            ))}
          </SelectBox>
        </FormField>
      ) : null}
      <FormField
        label={t('general.exitTime')}
        errors={errors.exitTime}
        helperText={time ? t('general.exitFollowsHours') : undefined}
      >
        <TimeInput
          readOnly={time}
          bg={time ? 'bg.muted' : undefined}
          {...inputOf(fields, 'exitTime', general.exitTime, (exitTime) => ({ exitTime }))}
        />
      </FormField>
    </SimpleGrid>
  );
}

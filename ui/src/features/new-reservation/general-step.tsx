import {
  Button,
  Card,
  Checkbox,
  Fieldset,
  Flex,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, TimeInput } from '../../components/date-input';
import { FormField } from '../../components/form-field';
import { SearchIcon } from '../../components/icons';
import type { ChargeKind } from '../../shared/reservations/folio-api';
import { CHARGE_KINDS } from '../folio';
import type { StayType } from '../../shared/reservations/reservations-api';
import type { Partner, Source } from '../settings';
import { ChoiceButtons } from './booking-ui';
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
import { useLocalName } from '../../lib/names';

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
  const localName = useLocalName();
  const night = general.stayType === 'night';
  const time = general.stayType === 'time';
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

  const paysErrors = errors.partnerPays ?? [];

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

          <SimpleGrid columns={{ base: 1, sm: time ? 3 : 2 }} gap="4">
            <FormField label={t('general.arrivalTime')} errors={errors.arrivalTime}>
              <TimeInput
                name="arrivalTime"
                value={general.arrivalTime}
                ref={inputRef('arrivalTime')}
                onChange={(e) =>
                  onChange(
                    { ...general, ...withArrivalTime(general, e.target.value) },
                    'arrivalTime',
                  )
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

          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('general.source')} errors={errors.source}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  name="source"
                  ref={inputRef('source')}
                  value={general.sourceId}
                  onChange={(e) => onChange({ ...general, sourceId: e.target.value }, 'source')}
                >
                  {sources.some((s) => s.id === general.sourceId) ? null : (
                    <option value="">{t('general.noSource')}</option>
                  )}
                  {sources.map((source) => (
                    <option key={source.id} value={source.id}>
                      {source.isDefault
                        ? t('general.defaultSource', { name: localName(source) })
                        : localName(source)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {time ? null : (
              <Stack gap="3">
                <FormField
                  label={t('general.partner')}
                  errors={errors.partner}
                  optionalText={t('general.optional')}
                >
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="partner"
                      ref={inputRef('partner')}
                      value={general.partnerId}
                      onChange={(e) =>
                        onChange({ ...general, partnerId: e.target.value }, 'partner')
                      }
                    >
                      <option value="">{t('general.noPartner')}</option>
                      {partners.map((partner) => (
                        <option key={partner.id} value={partner.id}>
                          {partner.discount > 0
                            ? t('general.partnerWithDiscount', {
                                name: partner.name,
                                discount: partner.discount,
                              })
                            : partner.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                {general.partnerId ? (
                  <Fieldset.Root invalid={paysErrors.length > 0}>
                    <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
                      {t('general.partnerPays')}
                    </Fieldset.Legend>
                    <Fieldset.HelperText fontSize="xs" mt="-1">
                      {t('general.partnerPaysHelp')}
                    </Fieldset.HelperText>
                    <Flex gap="4" wrap="wrap">
                      {CHARGE_KINDS.map((kind, index) => (
                        <Checkbox.Root
                          key={kind}
                          value={kind}
                          size="sm"
                          checked={partnerPays.includes(kind)}
                          onCheckedChange={(details) =>
                            onPartnerPaysChange(kind, details.checked === true)
                          }
                        >
                          <Checkbox.HiddenInput
                            ref={index === 0 ? inputRef('partnerPays') : undefined}
                          />
                          <Checkbox.Control />
                          <Checkbox.Label fontWeight="normal">
                            {t(`general.pays.${kind}`)}
                          </Checkbox.Label>
                        </Checkbox.Root>
                      ))}
                    </Flex>
                    {paysErrors.length > 0 ? (
                      <Fieldset.ErrorText>
                        {paysErrors.map((message) => (
                          <Text as="span" display="block" key={message}>
                            {message}
                          </Text>
                        ))}
                      </Fieldset.ErrorText>
                    ) : null}
                  </Fieldset.Root>
                ) : null}
              </Stack>
            )}
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

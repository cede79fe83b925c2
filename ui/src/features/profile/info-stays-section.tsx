import { useTranslation } from 'react-i18next';
import { BoundField } from '../../components/form/fields';
import { FramedField } from '../../components/form/framed-field';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { SwitchField } from '../../components/switch-field';
import { SelectBox } from '../../components/select-box';
import { changeFields, type InfoForm, type InfoValues } from './general-info-values';
import { ProfileSection } from './profile-section';

/** The longest hourly stay a property may sell (settings spec §9). */
const HOURLY_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** The check-in and check-out times. */
const STAY_TIMES: readonly FieldSpec<InfoValues>[] = [
  {
    kind: 'row',
    fields: [
      { kind: 'date', name: 'checkInTime', label: 'info.checkInTime', required: true, time: true },
      {
        kind: 'date',
        name: 'checkOutTime',
        label: 'info.checkOutTime',
        required: true,
        time: true,
      },
    ],
  },
];

/** An on/off setting (`info.<name>`) with its explanation (`info.<name>Help`). */
const switchOf = (name: 'isAutoArrange' | 'isShowRules' | 'isShowPayment') =>
  ({ kind: 'switch', name, label: `info.${name}`, description: `info.${name}Help` }) as const;

/** What the documents show. */
const DOCUMENT_SWITCHES = [switchOf('isShowRules'), switchOf('isShowPayment')];

/**
 * How the property sells its stays: check-in and check-out times, hourly stays and their
 * longest length (offered only with hourly stays), and automatic room arrangement.
 */
export function InfoStaysSection({ form }: { form: InfoForm }) {
  const { t } = useTranslation('profile');
  const hasTime = form.watch('hasTime');
  return (
    <ProfileSection title={t('info.sections.stays')} description={t('info.sections.staysHelp')}>
      <FormFields form={form} t={t} fields={STAY_TIMES} />
      <BoundField
        form={form}
        name="hasTime"
        render={(field) => (
          <SwitchField
            label={t('info.hasTime')}
            description={t('info.hasTimeHelp')}
            checked={field.value}
            onChange={(on) => {
              field.onChange(on);
              // Hourly stays start at three hours; without them there is no longest stay.
              changeFields(form, { maxTime: on ? form.getValues('maxTime') || '3' : '' });
            }}
            errors={field.errors}
            inputRef={field.ref}
          />
        )}
      />
      <FramedField
        form={form}
        name="maxTime"
        label={t('info.maxTime')}
        helperText={hasTime ? t('info.maxTimeHelp') : t('info.maxTimeOff')}
        render={(field) => (
          <SelectBox
            box={{ disabled: !hasTime, maxW: 'xs' }}
            // The field context would otherwise win over the root's `disabled`.
            {...{ disabled: !hasTime }}
            name="maxTime"
            value={field.value}
            placeholder={hasTime ? t('info.choose') : t('info.maxTimeNone')}
            onChange={(e) => field.onChange(e.target.value)}
            ref={field.ref}
          >
            {HOURLY_CHOICES.map((hours) => (
              <option key={hours} value={String(hours)}>
                {t('info.hours', { count: hours })}
              </option>
            ))}
          </SelectBox>
        )}
      />
      <FormFields form={form} t={t} fields={[switchOf('isAutoArrange')]} />
    </ProfileSection>
  );
}

/** What the property's documents show: the house rules, the payment details. */
export function InfoDocumentsSection({ form }: { form: InfoForm }) {
  const { t } = useTranslation('profile');
  return (
    <ProfileSection
      title={t('info.sections.documents')}
      description={t('info.sections.documentsHelp')}
    >
      <FormFields form={form} t={t} fields={DOCUMENT_SWITCHES} />
    </ProfileSection>
  );
}

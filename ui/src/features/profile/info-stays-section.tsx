import { NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/form-field';
import { BoundField, DateField, SwitchInputField } from '../../components/form/fields';
import { SwitchField } from '../../components/switch-field';
import { changeFields, type InfoForm } from './general-info-values';
import { ProfileSection } from './profile-section';

/** The longest hourly stay a property may sell (settings spec §9). */
const HOURLY_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/**
 * How the property sells its stays: check-in and check-out times, hourly stays and their
 * longest length (offered only with hourly stays), and automatic room arrangement.
 */
export function InfoStaysSection({ form }: { form: InfoForm }) {
  const { t } = useTranslation('profile');
  const hasTime = form.watch('hasTime');
  return (
    <ProfileSection title={t('info.sections.stays')} description={t('info.sections.staysHelp')}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <DateField form={form} name="checkInTime" label={t('info.checkInTime')} required time />
        <DateField form={form} name="checkOutTime" label={t('info.checkOutTime')} required time />
      </SimpleGrid>
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
      <BoundField
        form={form}
        name="maxTime"
        render={(field) => (
          <FormField
            label={t('info.maxTime')}
            errors={field.errors}
            helperText={hasTime ? t('info.maxTimeHelp') : t('info.maxTimeOff')}
          >
            <NativeSelect.Root disabled={!hasTime} maxW="xs">
              <NativeSelect.Field
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
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
      />
      <SwitchInputField
        form={form}
        name="isAutoArrange"
        label={t('info.isAutoArrange')}
        description={t('info.isAutoArrangeHelp')}
      />
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
      <SwitchInputField
        form={form}
        name="isShowRules"
        label={t('info.isShowRules')}
        description={t('info.isShowRulesHelp')}
      />
      <SwitchInputField
        form={form}
        name="isShowPayment"
        label={t('info.isShowPayment')}
        description={t('info.isShowPaymentHelp')}
      />
    </ProfileSection>
  );
}

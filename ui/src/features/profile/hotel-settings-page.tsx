import { Button, HStack, SimpleGrid, Skeleton, chakra } from '@chakra-ui/react';
import { saveHotelSettingSchema } from '@hotel/events/profile/commands';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { SwitchInputField, TextAreaField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { toaster } from '../../lib/toaster';
import { ContactsSection } from './contacts-section';
import {
  HOTEL_SETTING_FIELDS,
  type HotelSetting,
  useGetHotelSettingQuery,
  useSaveHotelSettingMutation,
} from './profile-api';
import { ProfileSection } from './profile-section';
import { ProfileScreen } from './profile-ui';
import { OnlineBookingSection } from '../online-booking';

/** Route `/p/{slug}/settings` (manage-settings): payment rule, guest e-mails, contacts. */
export function HotelSettingsPage() {
  const { t } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const setting = useGetHotelSettingQuery({ slug: slug ?? '' }, { skip: !slug });
  return (
    <ProfileScreen tab="hotelSettings">
      {setting.isLoading ? (
        <Skeleton height="96" borderRadius="xl" role="status" aria-label={t('setting.loading')} />
      ) : !setting.data || !slug ? (
        <QueryError
          title={t('setting.loadError')}
          error={setting.error}
          onRetry={() => void setting.refetch()}
          retrying={setting.isFetching}
        />
      ) : (
        <>
          <OnlineBookingSection slug={slug} open={setting.data.hasOnlineBook ?? false} />
          <SettingForm slug={slug} setting={setting.data} />
        </>
      )}
      {slug ? <ContactsSection slug={slug} /> : null}
    </ProfileScreen>
  );
}

interface Values {
  isMustPay: boolean;
  /** The addresses as typed, separated by commas, semicolons or spaces. */
  bccEmails: string;
  emailHeader: string;
  emailBody: string;
  emailFooter: string;
  emailContact: string;
}

const valuesOf = (setting: HotelSetting): Values => ({
  isMustPay: setting.isMustPay,
  bccEmails: setting.bccEmails.join(', '),
  emailHeader: setting.emailHeader ?? '',
  emailBody: setting.emailBody ?? '',
  emailFooter: setting.emailFooter ?? '',
  emailContact: setting.emailContact ?? '',
});

const requestOf = (values: Values): HotelSetting => ({
  ...values,
  bccEmails: values.bccEmails
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean),
  emailHeader: values.emailHeader || null,
  emailBody: values.emailBody || null,
  emailFooter: values.emailFooter || null,
  emailContact: values.emailContact || null,
});

/** The payment rule and the guest e-mails' copies and texts (POST /api/hotel/setting). */
function SettingForm({ slug, setting }: { slug: string; setting: HotelSetting }) {
  const { t } = useTranslation('profile');
  const [save, { isLoading }] = useSaveHotelSettingMutation();
  const form = useCommandForm({
    schema: saveHotelSettingSchema,
    fields: HOTEL_SETTING_FIELDS,
    defaultValues: valuesOf(setting),
    toRequest: requestOf,
    send: async (request, idempotencyKey) => {
      await save({ slug, idempotencyKey, setting: request }).unwrap();
      toaster.create({ type: 'success', title: t('setting.saved'), closable: true });
    },
  });
  const text = (name: Exclude<keyof Values, 'isMustPay' | 'bccEmails'>, rows: number) => (
    <TextAreaField
      form={form}
      name={name}
      label={t(`setting.${name}`)}
      helperText={t(`setting.${name}Help`)}
      rows={rows}
      autoresize
      maxLength={name === 'emailBody' ? 5000 : 2000}
    />
  );

  return (
    <ProfileSection title={t('setting.title')} description={t('setting.description')}>
      <chakra.form onSubmit={form.onSubmit} noValidate display="contents">
        {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
        <SwitchInputField
          form={form}
          name="isMustPay"
          label={t('setting.isMustPay')}
          description={t('setting.isMustPayHelp')}
        />
        <TextField
          form={form}
          name="bccEmails"
          label={t('setting.bccEmails')}
          helperText={t('setting.bccEmailsHelp')}
          placeholder={t('setting.bccEmailsPlaceholder')}
        />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('emailHeader', 3)}
          {text('emailFooter', 3)}
        </SimpleGrid>
        {text('emailBody', 5)}
        {text('emailContact', 3)}
        <HStack justify="flex-end">
          <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
        </HStack>
      </chakra.form>
    </ProfileSection>
  );
}

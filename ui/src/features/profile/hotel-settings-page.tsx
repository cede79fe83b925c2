import { Button, HStack, Skeleton, chakra } from '@chakra-ui/react';
import { saveHotelSettingSchema } from '@hotel/events/profile/commands';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { type FieldSpec, FormFields } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { toastDone } from '../../components/done-toast';
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
        <QueryError title={t('setting.loadError')} query={setting} />
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

/** A text of the guest e-mails (`setting.<name>`, `setting.<name>Help`) of `rows` lines. */
const emailText = (
  name: Exclude<keyof Values, 'isMustPay' | 'bccEmails'>,
  rows: number,
): FieldSpec<Values> => ({
  kind: 'textarea',
  name,
  label: `setting.${name}`,
  helperText: `setting.${name}Help`,
  rows,
  autoresize: true,
  maxLength: name === 'emailBody' ? 5000 : 2000,
});

/** Whether guests must pay, the e-mails' copies, then their header, footer, body and contact. */
const SETTING_FIELDS: readonly FieldSpec<Values>[] = [
  {
    kind: 'switch',
    name: 'isMustPay',
    label: 'setting.isMustPay',
    description: 'setting.isMustPayHelp',
  },
  {
    kind: 'text',
    name: 'bccEmails',
    label: 'setting.bccEmails',
    helperText: 'setting.bccEmailsHelp',
    placeholder: 'setting.bccEmailsPlaceholder',
  },
  {
    kind: 'row',
    columns: { base: 1, md: 2 },
    fields: [emailText('emailHeader', 3), emailText('emailFooter', 3)],
  },
  emailText('emailBody', 5),
  emailText('emailContact', 3),
];

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
      toastDone(t('setting.saved'));
    },
  });
  return (
    <ProfileSection title={t('setting.title')} description={t('setting.description')}>
      <chakra.form onSubmit={form.onSubmit} noValidate display="contents">
        {form.otherErrors.length > 0 ? <FormAlert messages={form.otherErrors} /> : null}
        <FormFields form={form} t={t} fields={SETTING_FIELDS} />
        <HStack justify="flex-end">
          <Button type="submit" loading={isLoading} loadingText={t('common:actions.saving')}>
            {t('common:actions.save')}
          </Button>
        </HStack>
      </chakra.form>
    </ProfileSection>
  );
}

import { Badge, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { saveHotelBankAccountSchema } from '@hotel/events/profile/commands';
import { useTranslation } from 'react-i18next';
import { SwitchInputField } from '../../components/form/fields';
import type { FieldSpec } from '../../components/form/form-fields';
import { textValuesOf } from '../../components/form/text-values';
import { ImageField } from '../../components/form/image-field';
import { ItemCard } from '../../components/item-card';
import { useCurrentHotel } from '../../components/use-current-hotel';
import {
  BANK_ACCOUNT_FIELDS,
  type HotelBankAccount,
  type SaveBankAccountRequest,
  useDeleteBankAccountMutation,
  useListBankAccountsQuery,
  useListBanksQuery,
  useSaveBankAccountMutation,
} from './profile-api';
import {
  ItemDialogForm,
  ItemMark,
  type ItemFormProps,
  ListToFillPage,
  useItemForm,
} from './profile-list';

/** An account number in groups of four digits, as banks print them. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * Route `/p/{slug}/accounts` (manage-settings): the bank accounts guests pay into, printed on
 * confirmation letters when the property shows payment details.
 */
export function BankAccountsPage() {
  const { t, i18n } = useTranslation('profile');
  const { slug } = useCurrentHotel();
  const language = i18n.resolvedLanguage ?? 'mn';
  const accounts = useListBankAccountsQuery({ slug: slug ?? '', language }, { skip: !slug });
  const removing = useDeleteBankAccountMutation();

  return (
    <ListToFillPage
      tab="bankAccounts"
      texts="banks"
      query={accounts}
      layout="cards"
      form={(props) => (
        <BankAccountForm
          {...props}
          // No account yet: this one becomes the default whatever the switch says.
          isFirst={(accounts.data?.data.length ?? 0) === 0}
        />
      )}
      removal={{
        mutation: removing,
        description: (account) =>
          t('banks.delete.description', {
            bank: account?.bank.name ?? '',
            number: account?.number ?? '',
          }),
        success: () => t('banks.delete.success'),
      }}
    >
      {(list, actions) => (
        <Grid templateColumns="repeat(auto-fill, minmax(18rem, 1fr))" gap="4">
          {list.map((account) => (
            <ItemCard
              key={account.id}
              name={account.bank.name}
              leading={<BankMark name={account.bank.name} />}
              isDefault={account.isDefault}
              meta={account.accountName}
              {...actions(account, { number: account.number })}
            >
              <HStack justify="space-between" align="flex-end" gap="3">
                <Box>
                  <Text fontSize="xs" color="fg.muted">
                    {t('banks.number')}
                  </Text>
                  <Text fontFamily="mono" fontSize="md" fontWeight="medium" letterSpacing="wide">
                    {grouped(account.number)}
                  </Text>
                </Box>
                <HStack gap="1.5">
                  {account.qrImage ? (
                    <Badge variant="outline" colorPalette="gray">
                      {t('banks.hasQr')}
                    </Badge>
                  ) : null}
                  <Badge variant="surface" colorPalette="gray" fontFamily="mono">
                    {account.currency}
                  </Badge>
                </HStack>
              </HStack>
            </ItemCard>
          ))}
        </Grid>
      )}
    </ListToFillPage>
  );
}

/** The bank's initials in a square. */
function BankMark({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return <ItemMark kind="initials">{initials}</ItemMark>;
}

interface Values {
  /** The bank's id (the body's `bank.id`). */
  bank: string;
  accountName: string;
  number: string;
  currency: string;
  qrImage: string | null;
  isDefault: boolean;
}

/** The bank (chosen from `banks` once they load), the account's name, number and currency. */
const accountFields = (
  banks: readonly { id: string; name: string }[] | undefined,
  loading: boolean,
): FieldSpec<Values>[] => [
  {
    kind: 'select',
    name: 'bank',
    label: 'banks.form.bank',
    required: true,
    loading,
    disabled: loading,
    first: true,
    emptyOption: loading ? 'banks.form.banksLoading' : 'banks.form.chooseBank',
    options: (banks ?? []).map((b) => ({ value: b.id, text: b.name })),
  },
  {
    kind: 'text',
    name: 'accountName',
    label: 'banks.form.accountName',
    required: true,
    maxLength: 120,
  },
  {
    kind: 'row',
    columns: { base: 1, sm: 3 },
    fields: [
      {
        kind: 'text',
        name: 'number',
        label: 'banks.form.number',
        required: true,
        inputMode: 'numeric',
        maxLength: 40,
        fontFamily: 'mono',
        gridColumn: { sm: 'span 2' },
      },
      {
        kind: 'text',
        name: 'currency',
        label: 'banks.form.currency',
        helperText: 'banks.form.currencyHint',
        maxLength: 3,
        textTransform: 'uppercase',
        fontFamily: 'mono',
        parse: (text) => text.toLocaleUpperCase(),
      },
    ],
  },
];

function BankAccountForm({
  isFirst,
  ...props
}: ItemFormProps<HotelBankAccount> & { isFirst: boolean }) {
  const { slug, item: account } = props;
  const { t, i18n } = useTranslation('profile');
  const banks = useListBanksQuery({ slug, language: i18n.resolvedLanguage ?? 'mn' });
  const bankOf = (id: string) => banks.data?.data.find((b) => b.id === id);
  const itemForm = useItemForm('banks', props, {
    schema: saveHotelBankAccountSchema,
    fields: BANK_ACCOUNT_FIELDS,
    defaultValues: {
      bank: account?.bank.id ?? '',
      ...textValuesOf(account, ['accountName', 'number']),
      currency: account?.currency ?? 'MNT',
      qrImage: account?.qrImage ?? null,
      isDefault: account?.isDefault ?? isFirst,
    },
    toRequest: (values: Values): Omit<SaveBankAccountRequest, 'id'> => ({
      ...values,
      bank: { id: values.bank },
      qrImage: bankOf(values.bank)?.hasQr ? values.qrImage : null,
    }),
    save: useSaveBankAccountMutation(),
    arg: 'account',
  });
  const { form } = itemForm;
  const bank = bankOf(form.watch('bank'));
  // The default account stays the default until another is chosen (one default always).
  const defaultLocked = account?.isDefault ?? isFirst;

  return (
    <ItemDialogForm {...itemForm} fields={accountFields(banks.data?.data, banks.isLoading)}>
      {bank?.hasQr ? (
        <ImageField
          form={form}
          name="qrImage"
          slug={slug}
          label={t('banks.form.qrImage')}
          folder="banks"
          mode="fit"
        />
      ) : bank ? (
        <Text fontSize="sm" color="fg.muted">
          {t('banks.form.noQr', { bank: bank.name })}
        </Text>
      ) : null}
      <Stack gap="1">
        <SwitchInputField
          form={form}
          name="isDefault"
          label={t('banks.form.isDefault')}
          description={
            defaultLocked ? t('banks.form.isDefaultLocked') : t('banks.form.isDefaultHelp')
          }
          disabled={defaultLocked}
        />
      </Stack>
    </ItemDialogForm>
  );
}

import { Box, Fieldset, Separator, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { saveRoleSchema } from '@hotel/events/access/commands';
import { useTranslation } from 'react-i18next';
import { CheckboxItem } from '../../components/checkbox-item';
import { FieldsetErrorText } from '../../components/fieldset-error-text';
import { DialogForm } from '../../components/form-dialog';
import { formDialogOf, type InDialogProps } from '../../components/form-in-dialog';
import { type BoundControl, BoundField } from '../../components/form/fields';
import { FormFields } from '../../components/form/form-fields';
import { textValuesOf, trimmedValuesOf } from '../../components/form/text-values';
import { useCommandForm } from '../../components/form/use-command-form';
import { QueryError } from '../../components/query-error';
import { localName } from '../../lib/names';
import { toastDone } from '../../components/done-toast';
import {
  type PermissionInfo,
  ROLE_FIELDS,
  type Role,
  type SaveRoleRequest,
  useListPermissionsQuery,
  useSaveRoleMutation,
} from './staff-api';

interface Values {
  name: string;
  nameEn: string;
  /** The codes ticked, in the order they were ticked. */
  permissions: string[];
}

interface RoleFormProps {
  slug: string;
  /** The role to change; null adds a new one. */
  role: Role | null;
}

/** Add or change a role: its name and the permissions it grants (POST /api/roles). */
export const RoleDialog = formDialogOf(RoleForm, ({ role }) => role?.id ?? 'new', 'lg');

function RoleForm({ slug, role, first, onDone }: RoleFormProps & InDialogProps) {
  const { t, i18n } = useTranslation('staff');
  const permissions = useListPermissionsQuery({ language: i18n.resolvedLanguage ?? 'mn' });
  const [saveRole, { isLoading }] = useSaveRoleMutation();
  // A default role keeps its name.
  const nameLocked = role?.isDefault ?? false;
  const all = permissions.data?.data ?? [];

  const form = useCommandForm({
    schema: saveRoleSchema,
    fields: ROLE_FIELDS,
    defaultValues: {
      ...textValuesOf(role, ['name', 'nameEn']),
      permissions: role?.permissions ?? [],
    },
    toRequest: (values: Values): SaveRoleRequest => ({
      ...(role ? { id: role.id } : {}),
      ...trimmedValuesOf(values, ['name', 'nameEn']),
      // In the server's order, whatever order they were ticked in.
      permissions: [
        ...all.filter((p) => values.permissions.includes(p.code)).map((p) => p.code),
        ...values.permissions.filter((code) => !all.some((p) => p.code === code)),
      ],
    }),
    send: async (request, idempotencyKey) => {
      await saveRole({ slug, idempotencyKey, role: request }).unwrap();
      toastDone(
        role ? t('roles.form.updated') : t('roles.form.created'),
        localName(request, i18n.language),
      );
      onDone();
    },
  });

  return (
    <DialogForm
      title={role ? t('roles.form.editTitle') : t('roles.form.createTitle')}
      description={t('roles.form.description')}
      form={form}
      creating={role === null}
      submitting={isLoading}
    >
      <Stack gap="5">
        <FormFields
          form={form}
          fields={[
            {
              kind: 'text',
              name: 'name',
              label: 'roles.form.name',
              // A default role keeps its name.
              helperText: nameLocked ? 'roles.form.nameLocked' : undefined,
              required: true,
              maxLength: 60,
              readOnly: nameLocked,
              first: true,
            },
            { kind: 'englishName', name: 'nameEn' },
          ]}
          t={t}
          firstField={first}
        />
        <BoundField
          form={form}
          name="permissions"
          render={(field) => <PermissionsField field={field} query={permissions} all={all} />}
        />
      </Stack>
    </DialogForm>
  );
}

/** The permissions a role grants: "select all" over a checkbox per permission. */
function PermissionsField({
  field,
  query,
  all,
}: {
  field: BoundControl<string[]>;
  query: ReturnType<typeof useListPermissionsQuery>;
  all: readonly PermissionInfo[];
}) {
  const { t } = useTranslation('staff');
  const chosen = new Set(field.value);
  const chosenCount = all.filter((p) => chosen.has(p.code)).length;
  const allChosen = all.length > 0 && chosenCount === all.length;
  const toggle = (code: string, on: boolean) =>
    field.onChange(
      on
        ? [...field.value.filter((other) => other !== code), code]
        : field.value.filter((other) => other !== code),
    );
  const errors = field.errors;

  return (
    <Fieldset.Root invalid={(errors?.length ?? 0) > 0}>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">
        {t('roles.form.permissions')}
      </Fieldset.Legend>
      {query.isLoading ? (
        <Stack gap="3" role="status" aria-label={t('roles.form.permissionsLoading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height="5" width={i % 2 ? '60%' : '75%'} />
          ))}
        </Stack>
      ) : !query.data ? (
        <QueryError title={t('roles.form.permissionsError')} query={query} />
      ) : (
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <CheckboxItem
            checked={allChosen ? true : chosenCount > 0 ? 'indeterminate' : false}
            onChange={(checked) => field.onChange(checked ? all.map((p) => p.code) : [])}
            fontWeight="semibold"
            inputRef={field.ref}
            label={t('roles.form.selectAll')}
          >
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
              {t('roles.form.chosen', { selected: chosenCount, total: all.length })}
            </Text>
          </CheckboxItem>
          <Separator my="3" />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="6" gapY="2.5">
            {all.map((permission) => (
              <CheckboxItem
                key={permission.code}
                value={permission.code}
                checked={chosen.has(permission.code)}
                onChange={(checked) => toggle(permission.code, checked)}
                alignItems="flex-start"
                controlProps={{ mt: '0.5' }}
                label={permission.name}
                labelProps={{ fontWeight: 'normal' }}
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
      <FieldsetErrorText errors={errors} />
    </Fieldset.Root>
  );
}

import type { Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/fields';
import type { CommandForm } from '../../components/form/use-command-form';
import { useLocalName } from '../../lib/names';
import { useListRolesQuery } from './staff-api';

/** The forms that choose a user's role keep its id as `role`. */
interface WithRole extends FieldValues {
  role: string;
}

/**
 * "Role": the roles of the property, the default ones marked; its messages are the body's
 * `role.id`. Shared by the user dialog and "Change role".
 */
export function RoleSelectField<V extends WithRole>({
  form,
  slug,
  inputRef,
  showNoRoles = false,
}: {
  form: CommandForm<V>;
  slug: string;
  inputRef?: Ref<HTMLElement | null>;
  /** Say so under the field when the property has no roles yet. */
  showNoRoles?: boolean;
}) {
  const { t } = useTranslation('staff');
  const local = useLocalName();
  const roles = useListRolesQuery({ slug });
  const list = roles.data?.data ?? [];
  // Chakra's select placeholder is this empty first option.
  const placeholder = roles.isLoading ? t('users.form.rolesLoading') : t('users.form.chooseRole');
  return (
    <SelectField
      form={form as unknown as CommandForm<WithRole>}
      name="role"
      label={t('users.form.role')}
      helperText={
        showNoRoles && roles.data && list.length === 0 ? t('users.form.noRoles') : undefined
      }
      required
      loading={roles.isLoading}
      inputRef={inputRef}
    >
      <option value="">{placeholder}</option>
      {list.map((role) => (
        <option key={role.id} value={role.id}>
          {role.isDefault ? t('users.form.defaultRole', { name: local(role) }) : local(role)}
        </option>
      ))}
    </SelectField>
  );
}

import { saveSourceSchema } from '@hotel/events/settings/commands';
import { TextField } from '../../components/form/fields';
import type { NamedItemKind } from './named-item-dialog';
import {
  SOURCE_FIELDS,
  type SaveSourceRequest,
  type Source,
  useListSourcesQuery,
  useSaveSourceMutation,
} from './settings-api';
import { ColorMark } from './settings-ui';

/**
 * A source's short name from its name (settings spec §5): its first two letters or digits,
 * upper case. "Booking.com" → "BO", "Шууд" → "ШУ".
 */
export const shortNameOf = (name: string): string =>
  [...name.replace(/[^\p{L}\p{N}]/gu, '')].slice(0, 2).join('').toLocaleUpperCase();

interface SourceValues {
  name: string;
  nameEn: string;
  shortName: string;
  /** The user wrote the short name; else it follows the name. */
  ownShortName: boolean;
  color: string;
  isDefault: boolean;
}

/** A reservation channel's add/edit form (POST /api/sources), drawn by `NamedItemDialog`. */
export const sourceKind: NamedItemKind<Source, SourceValues, SaveSourceRequest> = {
  texts: 'sources',
  schema: saveSourceSchema,
  fields: SOURCE_FIELDS,
  useList: useListSourcesQuery,
  useSave: useSaveSourceMutation,
  valuesOf: (source) => ({
    shortName: source?.shortName ?? '',
    ownShortName: !!source && source.shortName !== shortNameOf(source.name),
  }),
  toRequest: (values) => ({ shortName: values.shortName.trim() }),
  name: ({ form }) => ({
    onValueChange: (name) => {
      if (!form.getValues('ownShortName')) form.setValue('shortName', shortNameOf(name));
    },
  }),
  beside: {
    width: 'auto',
    render: ({ form, t }) => {
      const [shortName, color, own] = form.watch(['shortName', 'color', 'ownShortName']);
      return (
        <TextField
          form={form}
          name="shortName"
          label={t('sources.form.shortName')}
          helperText={own ? undefined : t('sources.form.shortNameAuto')}
          maxLength={2}
          w="16"
          textTransform="uppercase"
          parse={(text) => text.toLocaleUpperCase().slice(0, 2)}
          onValueChange={(typed) => {
            // Emptied: it follows the name again.
            form.setValue('ownShortName', typed !== '');
            if (typed === '') form.setValue('shortName', shortNameOf(form.getValues('name')));
          }}
          beside={<ColorMark color={color}>{shortName}</ColorMark>}
        />
      );
    },
  },
  color: true,
  hasDefault: true,
};

import { registerCalendarImportSchema } from '@hotel/events/channels/calendar-import-commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { type FieldSpec, FormFields, type SelectOption } from '../../components/form/form-fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toastDone } from '../../components/done-toast';
import { useRegisterCalendarImportMutation } from './calendar-imports-api';

const FIELDS = ['roomId', 'channel', 'url'] as const;

/** A room the calendar may be imported into, under its room type's name. */
export interface ImportRoom {
  id: string;
  name: string;
  roomType: string;
}

interface Props {
  slug: string;
  rooms: readonly ImportRoom[];
  /** The room chosen beforehand (the row's), or none. */
  roomId: string | null;
}

/** Adds a site's calendar address to a room (POST /api/calendar/imports). */
export function RegisterImportDialog({ slug, rooms, roomId, ...dialog }: DialogOpenProps & Props) {
  return <FormInDialog {...dialog} form={RegisterImportForm} props={{ slug, rooms, roomId }} />;
}

interface Values {
  roomId: string;
  channel: string;
  url: string;
}

/** The room, the site's name and the address of its calendar (iCal). */
const importFields = (rooms: readonly SelectOption[]): readonly FieldSpec<Values>[] => [
  {
    kind: 'select',
    name: 'roomId',
    label: 'imports.fields.room',
    required: true,
    first: true,
    options: rooms,
  },
  {
    kind: 'text',
    name: 'channel',
    label: 'imports.fields.channel',
    helperText: 'imports.fields.channelHelp',
    required: true,
    maxLength: 60,
  },
  {
    kind: 'text',
    name: 'url',
    label: 'imports.fields.url',
    helperText: 'imports.fields.urlHelp',
    required: true,
    type: 'url',
    fontFamily: 'mono',
    fontSize: 'sm',
  },
];

function RegisterImportForm({ slug, rooms, roomId, first, onDone }: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [register, { isLoading }] = useRegisterCalendarImportMutation();
  const form = useCommandForm({
    schema: registerCalendarImportSchema,
    fields: FIELDS,
    defaultValues: { roomId: roomId ?? rooms[0]?.id ?? '', channel: '', url: '' } as Values,
    toRequest: (values: Values) => values,
    send: async (request, idempotencyKey) => {
      await register({ slug, idempotencyKey, ...request }).unwrap();
      toastDone(t('imports.add.done', { channel: request.channel.trim() }));
      onDone();
    },
  });
  return (
    <DialogForm
      title={t('imports.add.title')}
      description={t('imports.add.description')}
      onSubmit={form.onSubmit}
      creating
      submitting={isLoading}
      otherErrors={form.otherErrors}
    >
      <FormFields
        form={form}
        fields={importFields(
          rooms.map((room) => ({
            value: room.id,
            text: t('imports.roomOption', { room: room.name, roomType: room.roomType }),
          })),
        )}
        t={t}
        firstField={first}
      />
    </DialogForm>
  );
}

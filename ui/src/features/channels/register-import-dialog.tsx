import { registerCalendarImportSchema } from '@hotel/events/channels/calendar-import-commands';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../components/form-dialog';
import {
  type DialogOpenProps,
  FormInDialog,
  type InDialogProps,
} from '../../components/form-in-dialog';
import { SelectField, TextField } from '../../components/form/fields';
import { useCommandForm } from '../../components/form/use-command-form';
import { toaster } from '../../lib/toaster';
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
      toaster.create({
        type: 'success',
        title: t('imports.add.done', { channel: request.channel.trim() }),
        closable: true,
      });
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
      <SelectField
        form={form}
        name="roomId"
        inputRef={first}
        label={t('imports.fields.room')}
        required
      >
        {rooms.map((room) => (
          <option key={room.id} value={room.id}>
            {t('imports.roomOption', { room: room.name, roomType: room.roomType })}
          </option>
        ))}
      </SelectField>
      <TextField
        form={form}
        name="channel"
        label={t('imports.fields.channel')}
        helperText={t('imports.fields.channelHelp')}
        required
        maxLength={60}
      />
      <TextField
        form={form}
        name="url"
        type="url"
        label={t('imports.fields.url')}
        helperText={t('imports.fields.urlHelp')}
        required
        fontFamily="mono"
        fontSize="sm"
      />
    </DialogForm>
  );
}

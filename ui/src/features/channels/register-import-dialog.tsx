import { registerCalendarImportSchema } from '@hotel/events/channels/calendar-import-commands';
import { useTranslation } from 'react-i18next';
import { type InDialogProps, formDialogOf } from '../../components/form-in-dialog';
import type { FieldSpec, SelectOption } from '../../components/form/form-fields';
import { ChannelAddForm } from './channel-add-form';
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
  /** The rooms it may go to (the first is chosen to start with). */
  rooms: readonly ImportRoom[];
}

/** Adds a site's calendar address to a room (POST /api/calendar/imports). */
export const RegisterImportDialog = formDialogOf(RegisterImportForm, () => 'new');

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

function RegisterImportForm({ slug, rooms, ...inDialog }: InDialogProps & Props) {
  const { t } = useTranslation('channels');
  const [register, { isLoading }] = useRegisterCalendarImportMutation();
  return (
    <ChannelAddForm
      {...inDialog}
      texts="imports.add"
      schema={registerCalendarImportSchema}
      names={FIELDS}
      fields={importFields(
        rooms.map((room) => ({
          value: room.id,
          text: t('imports.roomOption', { room: room.name, roomType: room.roomType }),
        })),
      )}
      defaultValues={{ roomId: rooms[0]?.id ?? '', channel: '', url: '' } as Values}
      send={async (request, idempotencyKey) => {
        await register({ slug, idempotencyKey, ...request }).unwrap();
        return t('imports.add.done', { channel: request.channel.trim() });
      }}
      submitting={isLoading}
    />
  );
}

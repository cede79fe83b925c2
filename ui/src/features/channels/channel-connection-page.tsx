import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageIntro } from '../../components/page-intro';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { PageSpinner } from '../../components/page-spinner';
import { QueryError } from '../../components/query-error';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { useLocalName } from '../../lib/names';
import { httpStatusOf } from '../../lib/problem';
import { useListRoomTypesQuery } from '../room-types';
import { useListChannelRatePlansQuery, useListChannelsQuery } from './channel-connections-api';
import { ChannelAriSection } from './channel-ari-section';
import { ChannelKeysSection } from './channel-keys-section';
import { ChannelMappingForm } from './channel-mapping-form';

/**
 * Route `/p/{slug}/s/channels/{id}` (manage-channels): one channel's API keys, its room and rate
 * code mappings, and the address its channel manager sends reservations to.
 */
export function ChannelConnectionPage() {
  const { slug } = useCurrentHotel();
  const { id = '' } = useParams();
  if (!slug) return <NotFoundPage />;
  return <ChannelConnection key={id} slug={slug} id={id} />;
}

function ChannelConnection({ slug, id }: { slug: string; id: string }) {
  const { t } = useTranslation('channels');
  const local = useLocalName();
  const list = useListChannelsQuery({ slug });
  const roomTypes = useListRoomTypesQuery({ slug });
  const plans = useListChannelRatePlansQuery({ slug });
  const roomChoices = useMemo(
    () => (roomTypes.data?.data ?? []).map((type) => ({ id: type.id, label: local(type) })),
    [roomTypes.data, local],
  );
  const planChoices = useMemo(
    () =>
      (plans.data?.data ?? []).map((plan) => ({
        id: plan.id,
        label: t('mapping.planOption', { plan: local(plan), roomType: local(plan.roomType) }),
      })),
    [plans.data, local, t],
  );
  const failed = [list, roomTypes, plans].find((query) => query.error);
  if (httpStatusOf(list.error) === 404) return <NotFoundPage />;
  if (failed) return <QueryError title={t('channels.error')} query={failed} />;
  if (!list.data || !roomTypes.data || !plans.data) return <PageSpinner />;
  const channel = list.data.data.find((c) => c.id === id);
  if (!channel) return <NotFoundPage />;
  const address = `${window.location.origin}/api/channels/${channel.id}/reservations`;
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading size="lg">{channel.name}</Heading>
        <PageIntro maxW="3xl">{t('channel.description')}</PageIntro>
        <Text fontSize="sm">{t('channel.address')}</Text>
        <Text
          fontFamily="mono"
          bg="bg.muted"
          borderRadius="sm"
          px="1"
          p="2"
          wordBreak="break-all"
          alignSelf="flex-start"
          data-testid="channel-address"
        >
          {address}
        </Text>
      </Stack>
      <ChannelKeysSection slug={slug} channel={channel} refetch={() => void list.refetch()} />
      <ChannelMappingForm
        slug={slug}
        channel={channel}
        roomTypes={roomChoices}
        ratePlans={planChoices}
      />
      <ChannelAriSection slug={slug} channelId={channel.id} roomTypes={roomChoices} />
    </Stack>
  );
}

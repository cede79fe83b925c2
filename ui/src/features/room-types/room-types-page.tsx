import { NotFoundPage } from '../../components/not-found-page';
import { useCurrentHotel } from '../../components/use-current-hotel';
import { RoomTypesBoard } from './room-types-board';

/** Route `/p/{slug}/s/room/types` (manage-rooms): the property's room types and rooms. */
export function RoomTypesPage() {
  const { slug } = useCurrentHotel();
  if (!slug) return <NotFoundPage />;
  return <RoomTypesBoard slug={slug} />;
}

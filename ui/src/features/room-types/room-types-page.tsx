import { RoomTypesBoard } from './room-types-board';
import { propertyPage } from '../../components/property-page';

/** Route `/p/{slug}/s/room/types` (manage-rooms): the property's room types and rooms. */
export const RoomTypesPage = propertyPage(RoomTypesBoard);

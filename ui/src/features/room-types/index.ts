/** The room-types feature's public surface: what other features may use (docs/adding-a-feature.md, "Layers"). */
export { useListRoomTypesQuery } from './room-types-api';
export type { RoomType } from './room-types-api';

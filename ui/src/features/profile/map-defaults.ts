import type { MapPoint } from './profile-api';

/** Ulaanbaatar, Sükhbaatar Square: where the map starts (settings spec §9). */
export const DEFAULT_MAP_CENTRE: MapPoint = { lat: 47.919468, lng: 106.917607 };
export const DEFAULT_MAP_ZOOM = 12;

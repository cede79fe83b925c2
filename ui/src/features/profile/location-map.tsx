import 'leaflet/dist/leaflet.css';
import { divIcon, type LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo } from 'react';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM } from './map-defaults';
import type { MapPoint } from './profile-api';

/** A pin drawn in SVG (no image files for the bundler to lose). */
const pin = divIcon({
  className: '',
  html: `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40" aria-hidden="true"><path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 39 15 39s14-13.7 14-24.1C29 7.2 22.7 1 15 1z" fill="#1c7df6" stroke="#fff" stroke-width="2"/><circle cx="15" cy="15" r="5" fill="#fff"/></svg>`,
  iconSize: [30, 40],
  iconAnchor: [15, 39],
});

/** Clicks on the map choose the point. */
function ClickToChoose({ onChoose }: { onChoose: (point: MapPoint) => void }) {
  useMapEvents({
    click: (event: LeafletMouseEvent) => onChoose({ lat: event.latlng.lat, lng: event.latlng.lng }),
  });
  return null;
}

/** A point typed into the fields moves the map to it. */
function FollowPoint({ point }: { point: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (point && !map.getBounds().contains([point.lat, point.lng])) {
      map.setView([point.lat, point.lng], map.getZoom());
    }
  }, [map, point]);
  return null;
}

export interface LocationMapProps {
  point: MapPoint | null;
  onChoose: (point: MapPoint) => void;
  attribution: string;
}

/**
 * The map of the location field (Leaflet with OpenStreetMap tiles): click or drag the pin to
 * choose the point. Without a network the tiles stay grey and the fields beside it still work.
 */
export default function LocationMap({ point, onChoose, attribution }: LocationMapProps) {
  const centre = point ?? DEFAULT_MAP_CENTRE;
  const handlers = useMemo(
    () => ({
      dragend: (event: { target: { getLatLng: () => MapPoint } }) => {
        const { lat, lng } = event.target.getLatLng();
        onChoose({ lat, lng });
      },
    }),
    [onChoose],
  );
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={DEFAULT_MAP_ZOOM}
      scrollWheelZoom={false}
      attributionControl={false}
      style={{ height: '300px', width: '100%', borderRadius: '0.5rem', zIndex: 0 }}
    >
      <AttributionControl prefix={false} />
      <TileLayer url="https://tile.openstreetmap.org/{z}/{x}/{y}.png" attribution={attribution} />
      <ClickToChoose onChoose={onChoose} />
      <FollowPoint point={point} />
      {point ? (
        <Marker position={[point.lat, point.lng]} icon={pin} draggable eventHandlers={handlers} />
      ) : null}
    </MapContainer>
  );
}

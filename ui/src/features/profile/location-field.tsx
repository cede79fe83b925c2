import {
  Box,
  Button,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Suspense, lazy, useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_CENTRE } from './map-defaults';
import type { MapPoint } from './profile-api';

/** Leaflet comes with the map, not with the form (and the fields work without it). */
const LocationMap = lazy(() => import('./location-map'));

/** Six decimals: about 10 cm, more than enough for a building. */
const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** The point the two fields describe, when both hold coordinates in range. */
export const pointOf = (lat: string, lng: string): MapPoint | null => {
  if (lat.trim() === '' || lng.trim() === '') return null;
  const point = { lat: Number(lat), lng: Number(lng) };
  return Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
    ? point
    : null;
};

interface LocationFieldProps {
  lat: string;
  lng: string;
  onChange: (lat: string, lng: string) => void;
  errors?: readonly string[] | undefined;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Where the property is: a map (click or drag the pin) and the latitude and longitude fields,
 * which work on their own when the map's tiles cannot load (settings spec §2 map picker).
 */
export function LocationField({ lat, lng, onChange, errors, inputRef }: LocationFieldProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const point = pointOf(lat, lng);
  const invalid = (errors?.length ?? 0) > 0;
  const choose = useCallback(
    (chosen: MapPoint) => onChange(round(chosen.lat), round(chosen.lng)),
    [onChange],
  );

  return (
    <Stack gap="3" role="group" aria-labelledby={`${id}-label`}>
      <Box>
        <Text id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {t('info.location.label')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('info.location.help')}
        </Text>
      </Box>
      <Box
        borderWidth="1px"
        borderRadius="lg"
        overflow="hidden"
        bg="bg.muted"
        role="region"
        aria-label={t('info.location.map')}
        data-testid="location-map"
      >
        <Suspense fallback={<Skeleton height="300px" />}>
          <LocationMap point={point} onChoose={choose} attribution={t('info.location.tiles')} />
        </Suspense>
      </Box>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <CoordinateInput
          axis="lat"
          label={t('info.location.lat')}
          value={lat}
          invalid={invalid}
          onChange={(value) => onChange(value, lng)}
          {...(inputRef ? { inputRef } : {})}
        />
        <CoordinateInput
          axis="lng"
          label={t('info.location.lng')}
          value={lng}
          invalid={invalid}
          onChange={(value) => onChange(lat, value)}
        />
      </SimpleGrid>
      {invalid ? (
        <Stack gap="0.5">
          {errors?.map((message) => (
            <Text key={message} fontSize="sm" color="fg.error">
              {message}
            </Text>
          ))}
        </Stack>
      ) : null}
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          colorPalette="gray"
          onClick={() => choose(DEFAULT_MAP_CENTRE)}
        >
          {t('info.location.useCentre')}
        </Button>
        {lat || lng ? (
          <Button size="xs" variant="ghost" colorPalette="gray" onClick={() => onChange('', '')}>
            {t('info.location.clear')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

/** One coordinate as typed (decimal degrees), the map's centre as its placeholder. */
function CoordinateInput({
  axis,
  label,
  value,
  invalid,
  onChange,
  inputRef,
}: {
  axis: 'lat' | 'lng';
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={axis}
        inputMode="decimal"
        autoComplete="off"
        placeholder={String(DEFAULT_MAP_CENTRE[axis])}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        ref={inputRef}
      />
    </Field.Root>
  );
}

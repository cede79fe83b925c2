import { Icon, type IconProps } from '@chakra-ui/react';

/** A handful of line icons (24×24, stroke) drawn inline; no icon package needed yet. */
const line = (paths: string[]) =>
  function LineIcon(props: IconProps) {
    return (
      <Icon asChild {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  };

export const PlusIcon = line(['M12 5v14', 'M5 12h14']);
export const RefreshIcon = line(['M21 12a9 9 0 1 1-2.64-6.36', 'M21 3v6h-6']);
export const BuildingIcon = line([
  'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16',
  'M16 9h2a2 2 0 0 1 2 2v10',
  'M3 21h18',
  'M8 7h4',
  'M8 11h4',
  'M8 15h4',
]);
export const AlertIcon = line([
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
]);
export const MailIcon = line([
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'm22 6-10 7L2 6',
]);
export const PhoneIcon = line([
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
]);
export const ArrowLeftIcon = line(['M19 12H5', 'm12 19-7-7 7-7']);
export const WifiOffIcon = line([
  'm2 2 20 20',
  'M8.5 16.5a5 5 0 0 1 7 0',
  'M5 12.9a10 10 0 0 1 5.2-2.8',
  'M19 12.9a10 10 0 0 0-2.2-1.6',
  'M12 20h.01',
]);

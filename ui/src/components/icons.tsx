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
export const EyeIcon = line([
  'M2.06 12.35a1 1 0 0 1 0-.7 10.75 10.75 0 0 1 19.88 0 1 1 0 0 1 0 .7 10.75 10.75 0 0 1-19.88 0',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
]);
export const EyeOffIcon = line([
  'M10.73 5.08A10.43 10.43 0 0 1 12 5c4.18 0 7.9 2.6 9.94 6.65a1 1 0 0 1 0 .7 10.75 10.75 0 0 1-1.44 2.49',
  'M14.08 14.16a3 3 0 0 1-4.24-4.24',
  'M17.48 17.5a10.75 10.75 0 0 1-15.42-5.15 1 1 0 0 1 0-.7 10.75 10.75 0 0 1 4.45-5.14',
  'm2 2 20 20',
]);
export const LogOutIcon = line([
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
]);
export const KeyIcon = line([
  'M2.59 18.41A2 2 0 0 0 2 19.83V22h3v-2h2v-2h2l1.41-1.41a6.5 6.5 0 1 0-4-4z',
  'M16.5 7.5h.01',
]);
export const ChevronDownIcon = line(['m6 9 6 6 6-6']);
export const CheckIcon = line(['M20 6 9 17l-5-5']);
export const CheckCircleIcon = line(['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'm9 11 3 3L22 4']);
export const GlobeIcon = line([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M2 12h20',
  'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20',
]);
export const ListIcon = line([
  'M8 6h13',
  'M8 12h13',
  'M8 18h13',
  'M3 6h.01',
  'M3 12h.01',
  'M3 18h.01',
]);

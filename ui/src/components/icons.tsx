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
export const HomeIcon = line([
  'M3 10.5 12 3l9 7.5',
  'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5',
]);
export const UsersIcon = line([
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
export const ShieldIcon = line(['M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z', 'm9 12 2 2 4-4']);
export const MenuIcon = line(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const PencilIcon = line(['M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z', 'm15 5 4 4']);
export const TrashIcon = line([
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M10 11v6',
  'M14 11v6',
]);
export const CrownIcon = line(['M2 18h20', 'm2 7 5 5 5-8 5 8 5-5-2 11H4z']);
export const ArrowRightIcon = line(['M5 12h14', 'm12 5 7 7-7 7']);
export const CalendarIcon = line([
  'M8 2v4',
  'M16 2v4',
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M3 10h18',
]);
export const MoreIcon = line(['M12 5h.01', 'M12 12h.01', 'M12 19h.01']);

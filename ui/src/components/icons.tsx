import { line } from './line-icons';

export { AlertIcon, ArrowLeftIcon, EyeIcon, EyeOffIcon, RefreshIcon } from './line-icons';

/** A handful of line icons (24×24, stroke) drawn inline; no icon package needed yet. */
export const PlusIcon = line(['M12 5v14', 'M5 12h14']);
export const BuildingIcon = line([
  'M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16',
  'M16 9h2a2 2 0 0 1 2 2v10',
  'M3 21h18',
  'M8 7h4',
  'M8 11h4',
  'M8 15h4',
]);
export const MailIcon = line([
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'm22 6-10 7L2 6',
]);
export const PhoneIcon = line([
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
]);
export const WifiOffIcon = line([
  'm2 2 20 20',
  'M8.5 16.5a5 5 0 0 1 7 0',
  'M5 12.9a10 10 0 0 1 5.2-2.8',
  'M19 12.9a10 10 0 0 0-2.2-1.6',
  'M12 20h.01',
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
export const BedIcon = line(['M2 4v16', 'M2 8h18a2 2 0 0 1 2 2v10', 'M2 17h20', 'M6 8v9']);
export const AdultIcon = line([
  'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2',
  'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
]);
export const ChildIcon = line(['M12 4a3 3 0 1 0 0 6 3 3 0 0 0 0-6z', 'M16 21v-3a4 4 0 0 0-8 0v3']);
export const DoorIcon = line([
  'M13 4h3a2 2 0 0 1 2 2v14',
  'M2 20h3',
  'M13 20h9',
  'M10 12v.01',
  'M13 4.56v16.16a.5.5 0 0 1-.63.48L5 19V5.6a2 2 0 0 1 1.5-1.94l5-1.25A1.2 1.2 0 0 1 13 3.56z',
]);
export const SparklesIcon = line([
  'm12 3-1.9 5.8a2 2 0 0 1-1.3 1.3L3 12l5.8 1.9a2 2 0 0 1 1.3 1.3L12 21l1.9-5.8a2 2 0 0 1 1.3-1.3L21 12l-5.8-1.9a2 2 0 0 1-1.3-1.3z',
]);
export const StarIcon = line([
  'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z',
]);
export const ChannelIcon = line([
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'm8.59 13.51 6.83 3.98',
  'm15.41 6.51-6.82 3.98',
]);
export const CardIcon = line([
  'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  'M2 10h20',
  'M6 15h4',
]);
export const CoinsIcon = line([
  'M8 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12z',
  'M18.09 10.37A6 6 0 1 1 10.34 18',
  'M7 6h1v4',
  'm16.71 13.88.7.71-2.82 2.82',
]);
export const PercentIcon = line([
  'M19 5 5 19',
  'M6.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  'M17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
]);
export const BoxIcon = line([
  'M21 8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73l7 4a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16z',
  'm3.3 7 8.7 5 8.7-5',
  'M12 22V12',
]);
export const BarcodeIcon = line(['M3 5v14', 'M8 5v14', 'M12 5v14', 'M17 5v14', 'M21 5v14']);
export const PrinterIcon = line([
  'M6 9V2h12v7',
  'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2',
  'M6 14h12v8H6z',
]);
export const SearchIcon = line(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'm21 21-4.3-4.3']);
export const PaletteIcon = line([
  'M12 22a10 10 0 1 1 10-10c0 2.5-2 3.5-4 3.5h-2a2 2 0 0 0-1.5 3.3A2 2 0 0 1 12 22z',
  'M7.5 10.5h.01',
  'M10.5 7.5h.01',
  'M15.5 7.5h.01',
]);
export const CalendarXIcon = line([
  'M8 2v4',
  'M16 2v4',
  'M3 10h18',
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'm10 14 4 4',
  'm14 14-4 4',
]);
export const SettingsIcon = line([
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.65 1.65 0 0 0 .33 1.82l.06.06a2 2 0 1 1-2.83 2.83l-.06-.06a1.65 1.65 0 0 0-1.82-.33 1.65 1.65 0 0 0-1 1.51V21a2 2 0 1 1-4 0v-.09A1.65 1.65 0 0 0 9 19.4a1.65 1.65 0 0 0-1.82.33l-.06.06a2 2 0 1 1-2.83-2.83l.06-.06A1.65 1.65 0 0 0 4.68 15a1.65 1.65 0 0 0-1.51-1H3a2 2 0 1 1 0-4h.09A1.65 1.65 0 0 0 4.6 9a1.65 1.65 0 0 0-.33-1.82l-.06-.06a2 2 0 1 1 2.83-2.83l.06.06A1.65 1.65 0 0 0 9 4.68 1.65 1.65 0 0 0 10 3.17V3a2 2 0 1 1 4 0v.09a1.65 1.65 0 0 0 1 1.51 1.65 1.65 0 0 0 1.82-.33l.06-.06a2 2 0 1 1 2.83 2.83l-.06.06A1.65 1.65 0 0 0 19.4 9a1.65 1.65 0 0 0 1.51 1H21a2 2 0 1 1 0 4h-.09a1.65 1.65 0 0 0-1.51 1z',
]);
export const TagIcon = line([
  'M12.6 2.6A2 2 0 0 0 11.2 2H4a2 2 0 0 0-2 2v7.2a2 2 0 0 0 .6 1.4l8.7 8.7a2.4 2.4 0 0 0 3.4 0l6.6-6.6a2.4 2.4 0 0 0 0-3.4z',
  'M7.5 7.5h.01',
]);
export const ChevronLeftIcon = line(['m15 18-6-6 6-6']);
export const ChevronRightIcon = line(['m9 18 6-6-6-6']);
export const CalendarRangeIcon = line([
  'M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z',
  'M16 2v4',
  'M8 2v4',
  'M3 10h18',
  'M7 14h4',
  'M13 18h4',
]);
export const BanIcon = line(['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z', 'm4.9 4.9 14.2 14.2']);
export const ArrivalIcon = line([
  'M10 17l5-5-5-5',
  'M15 12H3',
  'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4',
]);
export const DepartureIcon = line([
  'm16 17 5-5-5-5',
  'M21 12H9',
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
]);
export const MoonIcon = line(['M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z']);
export const UtensilsIcon = line([
  'M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2',
  'M7 2v20',
  'M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3zm0 0v7',
]);
export const ShareIcon = line([
  'M18 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'M6 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'M18 16a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  'm8.6 13.5 6.8 4',
  'm15.4 6.5-6.8 4',
]);
export const HelpIcon = line([
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3',
  'M12 17h.01',
]);
export const InboxIcon = line([
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
]);
export const ArrowUpIcon = line(['M12 19V5', 'm5 12 7-7 7 7']);
export const PlayIcon = line(['m6 3 14 9-14 9V3z']);
export const MinusIcon = line(['M5 12h14']);

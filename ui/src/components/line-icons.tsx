import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * Line icons (24×24, stroke) drawn inline, and the few the login and error pages use; the
 * others are in ./icons.tsx (which re-exports these), so the login page does not download them.
 */
export const line = (paths: string[]) =>
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
export const AlertIcon = line([
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
]);
export const RefreshIcon = line(['M21 12a9 9 0 1 1-2.64-6.36', 'M21 3v6h-6']);
export const ArrowLeftIcon = line(['M19 12H5', 'm12 19-7-7 7-7']);

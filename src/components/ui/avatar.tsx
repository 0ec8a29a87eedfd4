import { Avatar as ChakraAvatar } from '@chakra-ui/react';

export interface AvatarProps {
  name: string;
  /** Only set when the administrator configured an avatar service; otherwise initials show. */
  src?: string | undefined;
  size?: ChakraAvatar.RootProps['size'];
}

/** Initials of a display name: first letters of the first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._-]+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}

export function Avatar({ name, src, size = 'md' }: AvatarProps) {
  return (
    <ChakraAvatar.Root size={size} colorPalette="brand" aria-hidden="true">
      <ChakraAvatar.Fallback>{initialsOf(name)}</ChakraAvatar.Fallback>
      {src && <ChakraAvatar.Image src={src} alt="" />}
    </ChakraAvatar.Root>
  );
}

import { Button, Link as ChakraLink } from '@chakra-ui/react';
import type { ButtonProps, LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLinkBase } from 'react-router-dom';

/** A Chakra link that navigates with the router (composed with asChild, not `as`). */
export function RouterLink({ to, children, ...rest }: LinkProps & { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild {...rest}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </ChakraLink>
  );
}

/** A link that opens another site; screen readers are told so. */
export function ExternalLink({ href, children, ...rest }: LinkProps & { href: string; children: ReactNode }) {
  return (
    <ChakraLink href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <span style={visuallyHidden}> (opens an external site)</span>
    </ChakraLink>
  );
}

/** A button-looking router link, for calls to action. */
export function LinkButton({ to, children, ...rest }: ButtonProps & { to: string; children: ReactNode }) {
  return (
    <Button asChild {...rest}>
      <RouterLinkBase to={to}>{children}</RouterLinkBase>
    </Button>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

import { Button } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { LinkButton } from '../../components/ui/link';
import type { UpgradeTarget } from '../../lib/plans';
import { limitTexts } from './texts';

/**
 * The upgrade call to action: the billing portal (in a new tab) when this installation has one, otherwise the
 * contact form with the topic "My plan" chosen, since then the administrators assign plans.
 */
export function UpgradeButton({ target, onClick, ...rest }: Omit<ButtonProps, 'onClick'> & { target: UpgradeTarget; onClick?: () => void }) {
  if (target.kind === 'portal') {
    return (
      <Button asChild colorPalette="brand" {...rest}>
        <a href={target.href} target="_blank" rel="noopener noreferrer" onClick={onClick} aria-label={limitTexts.upgradeInPortal}>
          {limitTexts.upgrade}
        </a>
      </Button>
    );
  }
  return (
    <LinkButton to={target.to} colorPalette="brand" onClick={onClick} {...rest}>
      {limitTexts.upgrade}
    </LinkButton>
  );
}

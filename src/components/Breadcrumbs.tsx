import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cutBreadcrumb } from '../lib/text';
import { breadcrumbTexts } from './texts';

export interface Crumb {
  label: string;
  /** Omitted for the current page, which is not a link. */
  to?: string;
}

/**
 * On a phone each crumb keeps to one line at most 12rem wide and ends in an ellipsis where it is cut on screen; its
 * text (cut at 100 characters) is still read out whole and shown whole on hover.
 */
const narrowCrumb = { maxW: { base: '12rem', md: 'none' }, truncate: true, display: 'block' } as const;

/** Spec §2 breadcrumb bar: a home link, then crumbs with labels cut at 100 characters plus an ellipsis. */
export function Breadcrumbs({ crumbs, home = '/' }: { crumbs: Crumb[]; home?: string }) {
  return (
    <Breadcrumb.Root aria-label={breadcrumbTexts.label} size="sm">
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={home}>{breadcrumbTexts.home}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item minW="0">
              {crumb.to ? (
                <Breadcrumb.Link asChild {...narrowCrumb}>
                  <Link to={crumb.to} title={cutBreadcrumb(crumb.label)}>
                    {cutBreadcrumb(crumb.label)}
                  </Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink {...narrowCrumb} title={cutBreadcrumb(crumb.label)}>
                  {cutBreadcrumb(crumb.label)}
                </Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

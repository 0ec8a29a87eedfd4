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

/** Spec §2 breadcrumb bar: a home link, then crumbs with labels cut at 100 characters plus an ellipsis. */
export function Breadcrumbs({ crumbs, home = '/' }: { crumbs: Crumb[]; home?: string }) {
  return (
    <Breadcrumb.Root aria-label={breadcrumbTexts.label} size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={home}>{breadcrumbTexts.home}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {crumbs.map((crumb, index) => (
          <Fragment key={`${index}-${crumb.label}`}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {crumb.to ? (
                <Breadcrumb.Link asChild>
                  <Link to={crumb.to}>{cutBreadcrumb(crumb.label)}</Link>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink>{cutBreadcrumb(crumb.label)}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

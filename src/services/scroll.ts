/** Spec §9: scrolling to an element is smooth and aligned to its start. */
export function scrollToElement(element: Pick<Element, 'scrollIntoView'> | null | undefined): void {
  element?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Spec §2: the page scrolls to the top on each route change. */
export function scrollToTop(target: Pick<Window, 'scrollTo'> = window): void {
  target.scrollTo(0, 0);
}

/** Shown from the md breakpoint up: the top bar's links, which a phone finds in the bar's menu instead. */
export const wideOnly = { display: { base: 'none', md: 'flex' } } as const;

/** Texts of the shared display elements (spec §2), in one place for product owners. */
export const lessonHeaderTexts = {
  enhanced: 'Enhanced',
  methodology: { project: 'Project', direct: 'Direct', inquiry: 'Inquiry' },
  methodologyLabel: 'Methodology',
} as const;

export const breadcrumbTexts = {
  home: 'Home',
  label: 'Breadcrumb',
} as const;

/** Addresses of the uploads screens (spec §2). */
export const uploadsPath = '/uploads';
export const uploadPath = (id: string) => `/uploads/${encodeURIComponent(id)}`;
export const uploadEditorPath = (id: string) => `/uploads/editor/${encodeURIComponent(id)}`;
export const uploadEditorTabPath = (id: string, tab: string) => `${uploadEditorPath(id)}/${tab}`;
export const sliceReviewPath = (id: string, sliceId: string) => `${uploadEditorPath(id)}/review/${encodeURIComponent(sliceId)}`;
export const sliceSearchPath = '/uploads/search';

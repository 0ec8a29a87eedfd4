export interface GalleryChart {
  name: string;
  /** Mermaid stateDiagram-v2 text, exported from the machine object. */
  mermaid: string;
}

export interface StatechartGalleryContext {
  charts: GalleryChart[];
  /** Rendered SVG by chart name. */
  svgs: Record<string, string>;
  /** Live state node ids by chart name, from the running actors. */
  active: Record<string, string[]>;
}

export type StatechartGalleryEvent =
  | { type: 'gallery.stateChanged'; name: string; stateIds: string[] }
  | { type: 'gallery.retry' };

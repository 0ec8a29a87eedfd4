/** Puts text on the clipboard; a browser that refuses (no permission, no secure context) is only logged. */
export const copyToClipboard = (text: string) => {
  void navigator.clipboard?.writeText(text).catch((error: unknown) => console.error('Could not copy to the clipboard', error));
};

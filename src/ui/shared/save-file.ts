/** Hands a file made in the page to the browser as a download, through a temporary object URL. */
export function saveFile(content: Blob, filename: string): void {
  const url = URL.createObjectURL(content);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  // Revoked later, not at once: some browsers start reading the URL only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

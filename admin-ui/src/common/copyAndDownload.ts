// Copying text to the clipboard: the Clipboard API where the page may use it, else the selection copy (older
// browsers, pages not in a secure context).
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the selection copy
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Saves what the page made (a blob) as a file download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the object URL: it can go after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

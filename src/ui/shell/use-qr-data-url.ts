import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A PNG data URL of `text` as a QR code `width` pixels wide; null until drawn or when text is null. */
export function useQrDataUrl(text: string | null, width: number): string | null {
  const [drawn, setDrawn] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (text === null) return;
    let live = true;
    void QRCode.toDataURL(text, { width, margin: 1 }).then((url) => {
      if (live) setDrawn({ text, url });
    });
    return () => {
      live = false;
    };
  }, [text, width]);
  return drawn && drawn.text === text ? drawn.url : null;
}
